/** The signature endpoint's device parameter: the specification asks for the desktop signature. */
export const SIGNATURE_DEVICE = 'pc';
