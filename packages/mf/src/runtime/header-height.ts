/** Height the header takes, reserved while its code arrives so the page does not shift. */
export const HEADER_HEIGHT_PX = 56;
