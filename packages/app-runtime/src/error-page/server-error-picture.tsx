/** A house under repair: the server-error picture. Decorative; the text says what happened. */
export function ServerErrorPicture() {
  return (
    <svg width="200" height="150" viewBox="0 0 200 150" aria-hidden="true" focusable="false">
      <rect x="0" y="132" width="200" height="6" rx="3" fill="#eee" />
      <path d="M40 70 L100 22 L160 70 Z" fill="#ffb366" />
      <rect x="52" y="68" width="96" height="64" fill="#fff3e6" stroke="#ff8000" strokeWidth="3" />
      <rect x="88" y="94" width="24" height="38" fill="#ff8000" />
      <rect x="62" y="82" width="18" height="16" fill="#fff" stroke="#ff8000" strokeWidth="2" />
      <rect x="120" y="82" width="18" height="16" fill="#fff" stroke="#ff8000" strokeWidth="2" />
      <g transform="rotate(35 162 104)">
        <rect x="156" y="80" width="12" height="48" rx="4" fill="#666" />
        <circle cx="162" cy="80" r="11" fill="none" stroke="#666" strokeWidth="6" />
      </g>
    </svg>
  );
}
