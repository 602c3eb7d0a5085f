import { BAR_CSS } from './bar-styles.ts';
import { CHANNEL_CSS } from './channel-styles.ts';
import { DIALOG_CSS } from './dialog-styles.ts';
import { DRAWER_CSS } from './drawer-styles.ts';
import { TOOL_CSS } from './tool-styles.ts';

/**
 * Rendered inside the header as a React-hoisted <style>, so the styles travel with the
 * federated component into every section app; a federated CSS file is not loaded reliably.
 */
export const HEADER_CSS = [BAR_CSS, CHANNEL_CSS, TOOL_CSS, DIALOG_CSS, DRAWER_CSS].join('');
