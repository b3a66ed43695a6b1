import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './html';

/**
 * Known XSS payloads (OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet): each carries the
 * word "aman" beside its attack, so what survives is checked to be the harmless text only.
 */
const PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>aman',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>aman',
  '<scr<script>ipt>alert(1)</scr</script>ipt>aman',
  '<IMG SRC="javascript:alert(1);">aman',
  '<IMG SRC=javascript:alert(1)>aman',
  '<IMG SRC=JaVaScRiPt:alert(1)>aman',
  '<IMG SRC=`javascript:alert(1)`>aman',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">aman',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>aman',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>aman',
  '<IMG SRC="jav\tascript:alert(1);">aman',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">aman',
  '<IMG SRC=" &#14;  javascript:alert(1);">aman',
  '<img src=x onerror=alert(1)>aman',
  '<img src="x" onerror="alert(1)"/>aman',
  '<img/src=x onerror=alert(1)>aman',
  '<svg/onload=alert(1)>aman',
  '<svg><script>alert(1)</script></svg>aman',
  '<body onload=alert(1)>aman',
  '<iframe src="javascript:alert(1)"></iframe>aman',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>aman',
  '<object data="javascript:alert(1)"></object>aman',
  '<embed src="javascript:alert(1)">aman',
  '<a href="javascript:alert(1)">aman</a>',
  '<a href="JAVASCRIPT:alert(1)">aman</a>',
  '<a href="&#106;avascript:alert(1)">aman</a>',
  '<a href=" javascript:alert(1)">aman</a>',
  '<a href="vbscript:msgbox(1)">aman</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">aman</a>',
  '<a href="//evil.example">aman</a>',
  '<a href="https://kpk.go.id" onclick="alert(1)" onmouseover="alert(2)">aman</a>',
  '<p style="background:url(javascript:alert(1))">aman</p>',
  '<div style="width: expression(alert(1));">aman</div>',
  '<style>@import "https://evil.example/x.css";</style>aman',
  '<link rel="stylesheet" href="https://evil.example/x.css">aman',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">aman',
  '<base href="https://evil.example/">aman',
  '<form action="javascript:alert(1)"><input type="submit"></form>aman',
  '<button formaction="javascript:alert(1)">aman</button>',
  '<details open ontoggle=alert(1)>aman</details>',
  '<video><source onerror="alert(1)"></video>aman',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>aman',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">aman',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">aman',
  '<table background="javascript:alert(1)"><tr><td>aman</td></tr></table>',
  '<td onmouseover=alert(1)>aman</td>',
  '<!--<img src=x onerror=alert(1)>-->aman',
  '<![CDATA[<script>alert(1)</script>]]>aman',
  '"><script>alert(document.cookie)</script>aman',
  '<a href="https://kpk.go.id" target="_top">aman</a>',
];

/** Anything that can run script or leave the page in what a reader receives. */
const DANGER =
  /<\s*(script|style|iframe|object|embed|svg|math|form|input|button|link|meta|base|body|video|source|details|noscript)\b|\son\w+\s*=|javascript:|vbscript:|data:|expression\(|style=|srcdoc|formaction|href="\/\//i;

describe('sanitizeRichText against known XSS payloads', () => {
  it.each(PAYLOADS.map((p) => [p]))('%s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(DANGER);
    expect(richTextToPlain(clean)).toContain('aman');
    // Sanitising is stable: what is stored is sanitised again to itself.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps what the editor makes', () => {
    const html =
      '<h2>Judul</h2><p><strong>tebal</strong> <em>miring</em> <a href="https://kpk.go.id">tautan</a> <a href="/faq">FAQ</a> <a href="mailto:info@kpk.go.id">surel</a></p><ol><li>satu</li></ol><blockquote>kutipan</blockquote><img src="/api/konten/berkas/2026/11/3f2c1b7e-0000-4000-8000-000000000001.png" alt="foto" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('makes a link that opens elsewhere unable to reach back (noopener)', () => {
    expect(sanitizeRichText('<a href="https://kpk.go.id" target="_top">x</a>')).toBe(
      '<a href="https://kpk.go.id" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
