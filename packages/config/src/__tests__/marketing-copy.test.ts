import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_TEXTS, PROMOTION_TEXTS } from '../marketing-copy.ts';

describe('marketing copy', () => {
  it('carries the promised figures', () => {
    expect(PROMOTION_TEXTS.renovationQuotes).toContain('10萬人');
    expect(PROMOTION_TEXTS.salePackage).toContain('240元起');
    expect(PROMOTION_TEXTS.rentSpeed).toContain('3天');
    expect(CUSTOMER_SERVICE_TEXTS.phoneHours).toContain('週一至週日 9:00-18:00');
    expect(CUSTOMER_SERVICE_TEXTS.emailReply).toContain('1個工作天');
    expect(CUSTOMER_SERVICE_TEXTS.selfService).toMatch(/83%.*1分鐘/);
  });
});
