/**
 * Upstream: @docusaurus/core@3.10.2 lib/ssg/ssgTemplate.html.js sha256:5d6584e4a61b
 * Portions copied from Docusaurus: Copyright (c) Facebook, Inc. and its affiliates, MIT license.
 *
 * The HTML template of every built page: Docusaurus's own (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`
 * in 3.10), with one change. Docusaurus puts the app's scripts in the head as `<script defer>`, so
 * the browser fetches about 130 KiB of JavaScript while it is still receiving and painting the
 * page's HTML. Here an inline script at the end of the body adds those scripts, in order, only
 * after the browser has painted the server's HTML (the frame after the first one), or at once in
 * a tab that is hidden and will not paint.
 *
 * Why: what a reader of a docs page needs first is the text, which the server's HTML already
 * has; the JavaScript only makes it interactive. Lighthouse's mobile model counted the script
 * download before the largest text was shown: LCP 1.9–2.3 s against an FCP of about 0.9 s on the
 * home, FAQ and tutorial pages. With the scripts after the first paint, LCP equals FCP (measured
 * on a copy of the build, `npm run bench` for the figures).
 *
 * Docusaurus's base-URL banner script (home page only) checks for the app on DOMContentLoaded,
 * which now comes first: it inserts its banner, which the site's stylesheet hides whenever it
 * loads (Docusaurus's own "double security"); the loader removes it once the app's script has
 * loaded. With a wrong base URL neither the stylesheet nor the scripts load, and the banner shows
 * as before (tests/e2e/site/base-url.spec.ts).
 */
const loader = [
  '(function(scripts){',
  'var started=false;',
  'function start(){',
  'if(started)return;started=true;',
  'scripts.forEach(function(src,i){',
  'var script=document.createElement("script");script.src=src;script.async=false;',
  'if(i===scripts.length-1)script.onload=function(){var banner=document.getElementById("__docusaurus-base-url-issue-banner-container");if(banner)banner.remove();};',
  'document.body.appendChild(script);',
  '});',
  '}',
  'if(document.visibilityState==="hidden")start();',
  // The parser can yield after this script and let a frame render before it ends: wait for its end.
  'else{var later=function(){requestAnimationFrame(function(){setTimeout(start,0);});};',
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",later);else later();',
  'setTimeout(start,2000);}',
  '})',
].join('');

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${loader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
