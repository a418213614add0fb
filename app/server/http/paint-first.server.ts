import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// Paint first, then fetch the JavaScript (docs/decisions/006-paint-first-few-chunks.md).
//
// React Router puts a <link rel="modulepreload"> for every chunk of the page in <head> and
// starts the app from an inline module script at the end of <body>. On a slow phone line the
// ~140 KB of JavaScript then competes with the stylesheet and the hero image, and the page
// stays blank until all of it has arrived. Every page is complete and usable as served
// (links and forms work without JavaScript), so the document is sent without the preloads,
// and the module script is held back (as inert text) until the browser has painted content.

const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const HELD_ID = "rr-after-paint";
/**
 * Hold rendering until the parser reaches the held script, which ends the page's content: the
 * first frame shows the whole page (one layout) instead of a top slice followed by several
 * relayouts while the rest arrives. Browsers without `blocking="render"` ignore it.
 */
const PAINT_WHOLE = `<link rel="expect" href="#${HELD_ID}" blocking="render"/>`;

/**
 * Releases the held script once the browser reports its first contentful paint (or at once
 * where paint timing is unsupported). An observer, not timers: nothing depends on frame or
 * timer scheduling, which tests may fake.
 */
const RELEASE = `(function(){var done=false;function release(){if(done)return;done=true;var h=document.getElementById("${HELD_ID}"),s=document.createElement("script");s.type="module";s.nonce=h.nonce;s.textContent=h.textContent;h.replaceWith(s)}
var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return release();
new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();release()}}).observe({type:"paint",buffered:true})})()`;

/**
 * Rewrites a document whose React Router module script has been received in full; returns
 * null while that script has not arrived yet.
 */
export function holdScriptsUntilPaint(html: string): string | null {
  const script = html.match(MODULE_SCRIPT);
  if (!script || script.index === undefined) return null;
  const [whole, attributes, code] = script;
  const nonce = attributes.match(/ nonce="([^"]*)"/)?.[0] ?? "";
  const held = `<script${attributes} type="text/plain" id="${HELD_ID}">${code}</script><script${nonce}>${RELEASE}</script>`;
  const before = html.slice(0, script.index).replace(MODULE_PRELOAD, "").replace("</head>", `${PAINT_WHOLE}</head>`);
  return before + held + html.slice(script.index + whole.length);
}

/** A stream stage that buffers the document up to the module script, then rewrites it. */
export function paintFirstStream(): Transform {
  const decoder = new StringDecoder("utf8"); // a chunk may end inside a multi-byte character
  let buffered = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, decoder.write(chunk));
      buffered += decoder.write(chunk);
      const rewritten = holdScriptsUntilPaint(buffered);
      if (rewritten === null) return callback();
      done = true;
      buffered = "";
      callback(null, rewritten);
    },
    flush(callback: TransformCallback) {
      // A document without the module script (none is expected) passes unchanged.
      callback(null, buffered + decoder.end() || undefined);
    },
  });
}
