import { originOf } from '@591/config';
import { describe, expect, it } from 'vitest';
import { onSectionHost, sectionOfPath } from '../section-routes.ts';

const site = originOf;

describe('section pages on www', () => {
  it('belong to the section their first path segment names', () => {
    expect(sectionOfPath('/rent/list')).toBe('rent');
    expect(sectionOfPath('/sale')).toBe('sale');
    expect(sectionOfPath('/rental')).toBeUndefined();
    expect(sectionOfPath('/')).toBeUndefined();
  });

  it("open on the section's own subdomain without the prefix, query and hash kept", () => {
    expect(onSectionHost('rent', '/rent/list?region=3&kind=2#results')).toBe(
      `${site('rent')}/list?region=3&kind=2#results`,
    );
    expect(onSectionHost('land', '/land/sale/123')).toBe(`${site('land')}/sale/123`);
    expect(onSectionHost('sale', '/sale')).toBe(`${site('sale')}/`);
    expect(onSectionHost('sale', '/sale?shType=list')).toBe(`${site('sale')}/?shType=list`);
  });
});
