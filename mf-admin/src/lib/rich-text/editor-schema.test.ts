import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  keepHtmlAttribute,
} from '@archive/contracts/html-policy';
import { RICH_TEXT_MARKS, RICH_TEXT_NODES } from '@archive/contracts/rich-text-elements';
import { describe, expect, it } from 'vitest';
import { editorSchema } from './editor-schema';
import { normaliseHtml, parseSlice, serialiseDoc } from './html-codec';

/** Every element and attribute of some HTML that the sanitiser's allow-list would not keep. */
function outsideAllowList(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  return Array.from(box.querySelectorAll('*')).flatMap((el) => {
    const tag = el.tagName.toLowerCase();
    const found = HTML_ALLOWED_TAGS.includes(tag) ? [] : [`<${tag}>`];
    for (const { name, value } of Array.from(el.attributes))
      if (!keepHtmlAttribute(tag, name, value)) found.push(`${tag}[${name}="${value}"]`);
    return found;
  });
}

/** A text with every element the editor writes, with every attribute it keeps. */
const EVERYTHING =
  '<h2>Orari</h2><h3>Sala</h3><h4>Note</h4>' +
  '<p><strong>a</strong><em>b</em><u>c</u><s>d</s><sub>e</sub><sup>f</sup><code>g</code>' +
  '<a href="/chi-siamo" title="Chi siamo">h</a><a href="https://example.org/x" target="_blank" rel="noopener noreferrer">i</a>' +
  '<br><img src="/files/a.jpg" alt="Facciata" title="Facciata" width="640" height="480"></p>' +
  '<blockquote><p>citazione</p></blockquote><ul><li><p>uno</p></li></ul><ol start="3"><li><p>tre</p></li></ol><hr>';

describe('the editor schema is the sanitiser allow-list', () => {
  it('has one node or mark per element of the shared definition, and no other', () => {
    expect(Object.keys(editorSchema.nodes).sort()).toEqual(
      ['doc', 'text', ...Object.keys(RICH_TEXT_NODES)].sort(),
    );
    expect(Object.keys(editorSchema.marks).sort()).toEqual(Object.keys(RICH_TEXT_MARKS).sort());
  });

  it('reads every tag the sanitiser keeps (nothing kept is lost when a manager opens it)', () => {
    const ruleTags = new Set(
      [...Object.values(editorSchema.nodes), ...Object.values(editorSchema.marks)].flatMap((type) =>
        (type.spec.parseDOM ?? []).flatMap((rule) =>
          'tag' in rule && rule.tag ? [rule.tag.replace(/\[.*$/, '')] : [],
        ),
      ),
    );
    for (const tag of HTML_ALLOWED_TAGS) expect(ruleTags.has(tag), tag).toBe(true);
  });

  it('writes only tags and attributes the sanitiser keeps, and keeps all of them through a reload', () => {
    const written = normaliseHtml(EVERYTHING);
    expect(written).toBe(EVERYTHING);
    expect(outsideAllowList(written)).toEqual([]);
    const everyTag = new Set(Array.from(written.matchAll(/<([a-z0-9]+)/g), (m) => m[1]));
    const writtenTags = [...Object.values(RICH_TEXT_NODES), ...Object.values(RICH_TEXT_MARKS)].flatMap(
      (e) => e.tags,
    );
    expect([...everyTag].sort()).toEqual([...new Set(writtenTags)].sort());
    for (const [tag, names] of Object.entries(HTML_ALLOWED_ATTRIBUTES))
      for (const name of names)
        if (!['b', 'i'].includes(tag))
          expect(written, `${tag}[${name}]`).toMatch(new RegExp(`<${tag}[^>]* ${name}=`));
  });

  it('reads the bold and italics of older texts and writes them as the editor does', () => {
    expect(normaliseHtml('<p><b>Lisa</b> <i>Gherardini</i></p>')).toBe(
      '<p><strong>Lisa</strong> <em>Gherardini</em></p>',
    );
  });

  it('drops what the sanitiser drops: script, styles, classes, unsafe links and images, layout tags', () => {
    const html =
      '<div class="x" style="position:fixed"><p id="root" onclick="x()">a<script>alert(1)</script>' +
      '<a href="javascript:alert(1)">b</a><a href="//evil.example">c</a><img src="data:image/png;base64,AA">' +
      '<span lang="en">d</span></p><table><tr><td>e</td></tr></table></div>';
    const written = normaliseHtml(html);
    expect(written).toBe('<p>abcd</p><p>e</p>');
    expect(outsideAllowList(written)).toEqual([]);
  });

  it('writes an empty text as empty', () => {
    expect(serialiseDoc(editorSchema.node('doc', null, [editorSchema.node('paragraph')]))).toBe('');
  });
});

/** Copied from Word 365 (Windows, Italian): a heading, bold, italic, a link and a bulleted list. */
const WORD_FRAGMENT = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} --></style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View><w:Zoom>0</w:Zoom></w:WordDocument></xml><![endif]--></head>
<body lang=IT style='tab-interval:35.4pt'><!--StartFragment-->
<p class=MsoNormal style='margin-bottom:0cm;line-height:normal'><b style='mso-bidi-font-weight:normal'><span style='font-size:14.0pt;font-family:"Georgia",serif;color:#1F3864'>La collezione</span></b><o:p></o:p></p>
<p class=MsoNormal><span style='font-family:"Times New Roman",serif;mso-fareast-font-family:Calibri'>Il museo conserva <i style='mso-bidi-font-style:normal'>oltre tremila</i> opere, <span style='font-weight:bold'>dal Trecento</span> a oggi. Vedi <a href="https://example.org/collezione"><span style='color:#0563C1'>il catalogo</span></a>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><font face="Arial">Dipinti</font><o:p></o:p></p>
<!--EndFragment--></body></html>`;

describe('pasting', () => {
  it('cleans a Word fragment to the schema: text, bold, italics and links kept, Word dropped', () => {
    const slice = parseSlice(WORD_FRAGMENT);
    const doc = editorSchema.node('doc', null, slice.content);
    const html = serialiseDoc(doc);
    expect(html).toBe(
      '<p><strong>La collezione</strong></p>' +
        '<p>Il museo conserva <em>oltre tremila</em> opere, <strong>dal Trecento</strong> a oggi. ' +
        'Vedi <a href="https://example.org/collezione">il catalogo</a>.</p>' +
        '<p>Dipinti</p>',
    );
    expect(html).not.toMatch(/mso|Calibri|WordDocument|style=|class=|font/i);
    expect(outsideAllowList(html)).toEqual([]);
  });
});
