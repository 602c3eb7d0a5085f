export { routesForHost, SECTION_PREFIXES, type SectionPrefix, sectionOfHost } from './host-rule.ts';
