import { describe, expect, it } from 'vitest';
import { isChromium, usesHubFrame } from '../browser-kind.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  chromeLinuxHeadless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/120.0.0.0',
};

describe('usesHubFrame', () => {
  it('is Chrome or Edge away from Apple systems', () => {
    expect(usesHubFrame(UA.chromeWindows)).toBe(true);
    expect(usesHubFrame(UA.chromeLinuxHeadless)).toBe(true);
    expect(usesHubFrame(UA.chromeAndroid)).toBe(true);
    expect(usesHubFrame(UA.edgeWindows)).toBe(true);
  });

  it('is not Chrome on a Mac or iOS, Safari, Firefox or Opera', () => {
    for (const ua of [
      UA.chromeMac,
      UA.chromeIos,
      UA.safariMac,
      UA.firefoxWindows,
      UA.operaWindows,
    ]) {
      expect(usesHubFrame(ua)).toBe(false);
    }
  });
});

describe('isChromium', () => {
  it('is every Blink browser, on any system', () => {
    for (const ua of [UA.chromeWindows, UA.chromeMac, UA.edgeWindows, UA.operaWindows]) {
      expect(isChromium(ua)).toBe(true);
    }
  });

  it('is not Safari, Firefox or Chrome on iOS (WebKit)', () => {
    for (const ua of [UA.safariMac, UA.firefoxWindows, UA.chromeIos]) {
      expect(isChromium(ua)).toBe(false);
    }
  });
});
