// Starts the first reads while the app's JavaScript is still downloading, and starts the app once the
// splash has painted. A plain synchronous script (tiny, first in <head>), outside the bundle on purpose:
// on a phone on 4G each step of HTML → JS → /config.json → API costs a round trip, and these requests need
// nothing from the app. The app takes each answer once (src/lib/prefetched.ts) when it makes the very same
// GET; anything it does not take is simply dropped.
// Zod compiles object parsers with `new Function` once it has probed that eval works; the site's CSP
// (`script-src 'self'`, infra/security-headers.ts) forbids eval, so the probe was reported as a violation on
// every page. Zod reads this global config when it builds a schema, which the app's chunks do as they load:
// it must be set before any of them runs, that is here.
(globalThis.__zod_globalConfig = globalThis.__zod_globalConfig || {}).jitless = true;

(function () {
  var started = new Map();
  function get(url, headers, cache) {
    var response = fetch(url, cache ? { headers: headers, cache: cache } : { headers: headers });
    // A failed prefetch is not an error of its own: the app's own request then fails or succeeds normally.
    response.catch(function () {});
    started.set(url, response);
    return response;
  }

  get('/config.json', { accept: 'application/json' });

  // A spectator's share link: the tournament, and on its overview the matches, are read right away.
  var path = /^\/t\/([^/]+)(\/.*)?$/.exec(window.location.pathname);
  var tournamentRead;
  if (path) {
    var tournamentId;
    try {
      tournamentId = encodeURIComponent(decodeURIComponent(path[1]));
    } catch {
      tournamentId = undefined;
    }
    if (tournamentId) {
      // Revalidated like the app's own public reads (PUBLIC_READ): the ETag of a held copy, 304 if unchanged.
      var publicRead = { accept: 'application/json' };
      tournamentRead = get('/api/public/tournaments/' + tournamentId, publicRead, 'no-cache');
      if (!path[2] || path[2] === '/') get('/api/public/tournaments/' + tournamentId + '/matches', publicRead, 'no-cache');
    }
  }

  window.__pitchsidePrefetch = started;

  // The splash in the visitor's language before any catalog has loaded: index.html's tagline carries the
  // five languages' words (web/build/splash-words.ts), chosen as the app chooses (i18n/language-store.ts):
  // the language picked on this device, else the browser's first one we speak, else English.
  function wordSplash() {
    var tagline = document.querySelector('#root > .ps-splash:not([role]) .ps-splash__tagline[data-words]');
    if (!tagline) return;
    var words;
    try {
      words = JSON.parse(tagline.getAttribute('data-words'));
    } catch {
      return;
    }
    var locale;
    try {
      var picked = localStorage.getItem('pitchside.language');
      if (picked && words[picked]) locale = picked;
    } catch {
      // Storage refused (private mode): the browser's languages decide.
    }
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var index = 0; !locale && index < tags.length; index++) {
      var primary = String(tags[index] || '')
        .trim()
        .split(/[-_]/)[0]
        .toLowerCase();
      if (words[primary]) locale = primary;
    }
    var chosen = words[locale || 'en'];
    if (!chosen) return;
    tagline.textContent = chosen.tagline;
    window.__pitchsideSplashWords = chosen;
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wordSplash);
  else wordSplash();

  var loader = document.currentScript;
  var attribute = function (name) {
    return ((loader && loader.getAttribute(name)) || '').split(' ').filter(Boolean);
  };
  var load = function (href) {
    var link = document.createElement('link');
    var css = /\.css$/.test(href);
    link.rel = css ? 'stylesheet' : 'modulepreload';
    if (!css) link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };

  // The built index.html names the app's entry here instead of loading it at once (vite.config.ts): the
  // splash paints first, with the link to itself; then the entry's chunks (and on a share link the route
  // chunks it renders with, which the router would only ask for once the app runs) are fetched together
  // and the entry runs (rAF, then the task after that frame). A tab opened in the background gets no
  // frames: the timeout starts it there.
  var entry = loader && loader.getAttribute('data-entry');
  if (entry) {
    var ran = false;
    var run = function () {
      if (ran) return;
      ran = true;
      // Three tasks rather than one: each preload costs the main thread a little, and on a slow phone
      // thirty of them at once would block it for a noticeable moment.
      setTimeout(function () {
        attribute('data-preload').forEach(load);
        setTimeout(function () {
          if (path) attribute('data-share-link').forEach(load);
          setTimeout(function () {
            var script = document.createElement('script');
            script.type = 'module';
            script.crossOrigin = '';
            script.src = entry;
            document.head.appendChild(script);
          }, 0);
        }, 0);
      }, 0);
    };
    var afterPaint = function () {
      requestAnimationFrame(function () {
        setTimeout(run, 0);
      });
      setTimeout(run, 100);
    };
    var whenParsed = function (next) {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', next);
      else next();
    };
    if (tournamentRead) {
      // A share link: the splash names the tournament as soon as its read is in — a spectator on a slow
      // network sees they are in the right place well before the app has loaded — and the app's JS is
      // fetched right after, so the two do not share the link. If the read is slow, the app does not wait.
      var appRequested = false;
      var start = function () {
        if (appRequested) return;
        appRequested = true;
        whenParsed(afterPaint);
      };
      setTimeout(start, 1500);
      tournamentRead
        .then(function (response) {
          return response.ok ? response.clone().json() : null;
        })
        .then(function (tournament) {
          whenParsed(function () {
            nameTournament(tournament);
            start();
          });
        })
        .catch(start);
    } else {
      whenParsed(afterPaint);
    }
  }

  // The splash names the tournament above its tagline (as text: it comes from the API). Only index.html's
  // own splash: once the app has rendered its boot splash (role=status), the DOM is React's.
  function nameTournament(tournament) {
    var splash = document.querySelector('#root > .ps-splash:not([role])');
    if (!splash || !tournament || typeof tournament.name !== 'string') return;
    window.__pitchsideSplashTitle = tournament.name;
    var title = document.createElement('h1');
    title.className = 'ps-splash__title';
    title.textContent = tournament.name;
    var tagline = splash.querySelector('.ps-splash__tagline');
    splash.insertBefore(title, tagline);
  }
})();
