export { BaseStyles } from './base-styles.tsx';
export { MemberGreeting } from './member-greeting.tsx';
export { renderSectionApp } from './section-app.tsx';
export { SectionLanding } from './section-landing.tsx';
