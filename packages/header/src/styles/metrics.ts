/** Mirrors HEADER_HEIGHT_PX in @591/mf, the space a section reserves while the header loads. */
export const HEADER_HEIGHT = 56;
