/** The project form's albums: one block each, under the listing form's frame (POST_CSS). */
export const PROJECT_CSS = `
.project-album{display:grid;gap:8px;padding:12px 0;border-top:1px solid #eee}
.project-album h3{margin:0;font-size:17px;color:#222}
`;
