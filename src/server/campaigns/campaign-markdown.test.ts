import { describe, expect, it } from 'vitest';
import { renderCampaignMarkdown } from './campaign-markdown';

describe('campaign Markdown', () => {
  it('keeps http(s) and mailto links only, and makes raw HTML and images text', () => {
    const { html } = renderCampaignMarkdown(
      [
        '[site](https://meshmandi.in/explore) [plain](http://example.in) [mail](mailto:team@meshmandi.in) https://bare.example.in',
        '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [vb](vbscript:msgbox) [data](data:text/html;base64,PHNjcmlwdD4=) [rel](/admin) [file](file:///etc/passwd)',
        '<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <iframe srcdoc="<b>x</b>"></iframe>',
        '![pixel](https://tracker.example/p.gif)',
      ].join('\n\n'),
    );
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://meshmandi.in/explore', 'http://example.in', 'mailto:team@meshmandi.in', 'https://bare.example.in', 'https://tracker.example/p.gif']);
    expect(html).not.toMatch(/<(script|iframe|img)\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[js](javascript:alert(1))');
  });

  it('styles each element inline, and writes a matching text part', () => {
    const { html, text } = renderCampaignMarkdown('## New formats\n\nWe now take **3MF** files. See [the guide](https://meshmandi.in/help).\n\n1. Upload\n2. Share\n\n- a\n- b\n\n```\nprint()\n```');
    expect(html).toMatch(/<h2 style="[^"]*font-size:19px[^"]*">New formats<\/h2>/);
    expect(html).toMatch(/<code style="[^"]*white-space:pre-wrap[^"]*">print\(\)/);
    expect(text).toBe('New formats\n\nWe now take 3MF files. See the guide (https://meshmandi.in/help).\n\n1. Upload\n2. Share\n\n- a\n- b\n\n    print()');
  });
});
