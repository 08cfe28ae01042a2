// Starts the first reads while the app's JavaScript is still downloading. A plain async script, outside
// the bundle on purpose: on a phone on 4G each step of HTML → JS → /config.json → API costs a round trip,
// and these requests need nothing from the app. The app takes each answer once (src/lib/prefetched.ts)
// when it makes the very same GET; anything it does not take is simply dropped.
(function () {
  var started = new Map();
  function get(url, headers) {
    var response = fetch(url, { headers: headers });
    // A failed prefetch is not an error of its own: the app's own request then fails or succeeds normally.
    response.catch(function () {});
    started.set(url, response);
  }

  get('/config.json', { accept: 'application/json' });

  // A spectator's share link: the tournament, and on its overview the matches, are read right away.
  var path = /^\/t\/([^/]+)(\/.*)?$/.exec(window.location.pathname);
  if (path) {
    var tournamentId;
    try {
      tournamentId = encodeURIComponent(decodeURIComponent(path[1]));
    } catch {
      tournamentId = undefined;
    }
    if (tournamentId) {
      var publicRead = { accept: 'application/json', 'cache-control': 'no-cache' };
      get('/api/public/tournaments/' + tournamentId, publicRead);
      if (!path[2] || path[2] === '/') get('/api/public/tournaments/' + tournamentId + '/matches', publicRead);
    }
  }

  window.__pitchsidePrefetch = started;
})();
