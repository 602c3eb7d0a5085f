import { FONT_FAMILY } from '@591/config';
import { NAVIGATING_ATTRIBUTE } from '@591/router';

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;color:#222;background:#fff;font:16px/1.5 ${FONT_FAMILY};-webkit-text-size-adjust:100%}
a{color:#0f5ba7}
:focus-visible{outline:2px solid #b35000;outline-offset:2px}
html[${NAVIGATING_ATTRIBUTE}] body::before{content:"";position:fixed;z-index:10000;top:0;left:0;width:100%;height:3px;background:#ff8000;transform-origin:0 0;animation:page-navigating 3s cubic-bezier(.1,.7,.3,1) forwards;pointer-events:none}
@keyframes page-navigating{from{transform:scaleX(.1)}to{transform:scaleX(.9)}}
@media (prefers-reduced-motion:reduce){html[${NAVIGATING_ATTRIBUTE}] body::before{animation:none;transform:scaleX(.5)}}
`;

/**
 * Page-wide defaults every app renders once; React hoists and de-duplicates the tag. A bar
 * along the top says a navigation has begun (paintBeforeNavigating), in the frame after the tap.
 */
export function BaseStyles() {
  return (
    <style href="@591/ui/base" precedence="low">
      {BASE_CSS}
    </style>
  );
}
