/** What a visitor reads when the listing or the project a link names is gone. */
export const NOT_FOUND_MESSAGE = '找不到該物件';
export const NEW_BUILD_NOT_FOUND = '找不到這個建案';
