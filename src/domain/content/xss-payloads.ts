/**
 * Payloads from the OWASP XSS Filter Evasion Cheat Sheet (and a few of our own), used by the
 * sanitiser's unit tests and the API's output tests. None of them may survive sanitising.
 */
export const XSS_PAYLOADS: readonly string[] = [
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">Click</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">Click</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click</a>`,
  `<a href="jav\tascript:alert('XSS');">Click</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">Click</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">Click</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">Click</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">Click</a>`,
  `<a href=javascript&colon;alert(1)>Click</a>`,
  `<a href="JAVASCRIPT:alert(1)" target="_blank">Click</a>`,
  `<a href="vbscript:msgbox(1)">Click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">Click</a>`,
  `<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.example/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.example/xss.js?< B >`,
  `<SCRIPT SRC=//xss.example/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.example/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">x</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`,
  `<div style="color:red;x:expression(alert(1))">x</div>`,
  `<span style="color: red; background: url(javascript:alert(1))">x</span>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<p onclick="alert(1)" class="x" style="color: gold">ok</p>`,
  `<div><a href="https://ok.example" onfocus="alert(1)" autofocus>fine</a></div>`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<a href="java&#0;script:alert(1)">nul</a>`,
  `<a href="&#1;javascript:alert(1)">soh</a>`,
  `<a href="\\\\evil.example">unc</a>`,
  `<div style="color: red" onmouseover="alert(1)" data-x="1" id="y">x</div>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<textarea><script>alert(1)</script></textarea>`,
  `<template><script>alert(1)</script></template>`,
  `[[red]]<script>alert(1)</script>[[/red]]`,
];

/**
 * What is unsafe in sanitised output, for tests: script-capable tags, event handler
 * attributes, and script, data or vbscript URLs in attributes. An empty list means clean.
 */
export function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  const tag = /<(script|img|svg|iframe|object|embed|style|meta|link|base|body|input|form|math|frame|template)\b/i.exec(
    html,
  );
  if (tag) problems.push(`tag ${tag[1]}`);
  for (const match of html.matchAll(/<[a-z][^>]*>/gi)) {
    const element = match[0];
    const wellFormed = WELL_FORMED_TAG.exec(element);
    if (!wellFormed) {
      // Not a tag we can take apart: judged on its raw text, which errs on the side of caution.
      if (/\son[a-z]+\s*=/i.test(element)) problems.push(`handler in ${element}`);
      if (/(javascript|vbscript|data):/.test(compactUrl(element))) problems.push(`script URL in ${element}`);
      continue;
    }
    // Attributes as a browser reads them: a quoted value is data, whatever it says.
    for (const attribute of (wellFormed[1] ?? '').matchAll(ATTRIBUTE)) {
      const name = attribute[1]!.toLowerCase();
      const value = compactUrl(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      if (name.startsWith('on')) problems.push(`handler in ${element}`);
      if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data):/.test(value)) {
        problems.push(`script URL in ${element}`);
      }
      if (name === 'style' && /expression\(|url\(|behavior:/.test(value)) problems.push(`style code in ${element}`);
    }
  }
  return problems;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const WELL_FORMED_TAG = /^<[a-z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>$/i;

/** A value as a browser compares its scheme: references decoded, blanks and controls gone. */
function compactUrl(value: string): string {
  return (
    decodeEntities(value)
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL scheme
      .replace(/[\u0000-\u0020]/g, '')
      .toLowerCase()
  );
}

/** Attributes whose value a browser may load or navigate to. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'srcset',
  'data',
]);

/** Character references as a browser decodes them inside an attribute value. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '');
}
