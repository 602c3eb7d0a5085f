/**
 * A help page as a PDF, made when the app is built (content-plugin.ts): the model lease is
 * printed and signed on paper, so it is offered as a file as well as a page. Chinese needs a
 * Chinese font in the file: the machine's Noto Sans CJK (Debian's fonts-noto-cjk, which
 * scripts/browser-deps.sh installs for the browser tests), subset to the characters used.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Marked, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';
import type { PageMeta } from './src/content/help-page.ts';

export interface PdfFont {
  file: string;
  /** The face inside a collection (.ttc); none for a single font file. */
  face?: string;
}

/** Noto Sans CJK as fontconfig finds it, with its Traditional Chinese face; null without it. */
export function traditionalChineseFont(): PdfFont | null {
  let file = '';
  try {
    file = execFileSync('fc-match', ['-f', '%{file}', 'Noto Sans CJK TC:style=Regular'], {
      encoding: 'utf8',
    });
  } catch {
    return null;
  }
  if (!existsSync(file)) return null;
  if (/NotoSansCJK-Regular\.ttc$/.test(file)) return { file, face: 'NotoSansCJKtc-Regular' };
  if (/NotoSans(CJKtc|TC)-Regular\.otf$/.test(file)) return { file };
  return null;
}

/** The text of inline tokens, without their marks (bold, links and code print as text). */
function plain(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) =>
      'tokens' in token && token.tokens
        ? plain(token.tokens, '')
        : 'text' in token
          ? token.text
          : '',
    )
    .join('');
}

/** A heading's text without its `{#anchor}`. */
const headingText = (text: string) => text.replace(/\s*\{#[a-z0-9-]+\}\s*$/, '');

/** The page as an A4 PDF: its title, summary, every section, and where it comes from. */
export function pagePdf(meta: PageMeta, markdown: string, font: PdfFont): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: meta.title, Author: '591房屋交易網', Subject: meta.summary },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.registerFont('TC', font.file, font.face);
  doc.font('TC');

  doc.fontSize(18).text(meta.title);
  doc.moveDown(0.5).fontSize(10).fillColor('#555').text(meta.summary).fillColor('#000');
  for (const token of new Marked().lexer(markdown)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      doc
        .moveDown(0.8)
        .fontSize(heading.depth <= 2 ? 13 : 11.5)
        .text(headingText(heading.text));
      doc.moveDown(0.2);
    } else if (token.type === 'paragraph') {
      doc.fontSize(10.5).text(plain((token as Tokens.Paragraph).tokens, token.raw), { lineGap: 3 });
      doc.moveDown(0.4);
    } else if (token.type === 'list') {
      const list = token as Tokens.List;
      list.items.forEach((item, index) => {
        const mark = list.ordered ? `${Number(list.start || 1) + index}. ` : '・';
        doc
          .fontSize(10.5)
          .text(`${mark}${plain(item.tokens, item.text)}`, { indent: 12, lineGap: 3 });
      });
      doc.moveDown(0.4);
    } else if (token.type === 'blockquote') {
      doc
        .fontSize(10)
        .fillColor('#444')
        .text(plain((token as Tokens.Blockquote).tokens, token.raw));
      doc.fillColor('#000').moveDown(0.4);
    }
  }
  if (meta.source) {
    doc.moveDown(1).fontSize(9).fillColor('#555').text(`資料來源：${meta.source}`);
  }
  doc.end();
  return done;
}
