import { FONT_FAMILY } from '@591/config';

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;color:#222;background:#fff;font:16px/1.5 ${FONT_FAMILY};-webkit-text-size-adjust:100%}
a{color:#0f5ba7}
:focus-visible{outline:2px solid #b35000;outline-offset:2px}
`;

/** Page-wide defaults every app renders once; React hoists and de-duplicates the tag. */
export function BaseStyles() {
  return (
    <style href="@591/ui/base" precedence="low">
      {BASE_CSS}
    </style>
  );
}
