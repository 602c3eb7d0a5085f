import { describe, expect, it } from 'vitest';
import { insertBlock } from '../insert-block.ts';

const IMAGE = '![](api:/v1/news-images/abc/1280.webp)';

describe('insertBlock', () => {
  it('puts an image in a paragraph of its own at the caret, the caret after it', () => {
    const { text, caret } = insertBlock('第一段。第二段。', 4, IMAGE);
    expect(text).toBe(`第一段。\n\n${IMAGE}\n\n第二段。`);
    expect(text.slice(caret)).toBe('第二段。');
  });

  it('adds no blank lines where there are some already, nor before the first line', () => {
    expect(insertBlock('', 0, IMAGE).text).toBe(`${IMAGE}\n\n`);
    expect(insertBlock('上段\n\n下段', 4, IMAGE).text).toBe(`上段\n\n${IMAGE}\n\n下段`);
    expect(insertBlock('上段\n', 3, IMAGE).text).toBe(`上段\n\n${IMAGE}\n\n`);
  });
});
