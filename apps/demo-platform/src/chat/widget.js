// The demo chat provider's browser script. Served as is at /chat/widget.js; it installs
// window.casinoChat: a bot that connects when initialised, opens and closes its window, asks its
// origin for the player's unread count, and — standing in for a human agent — writes to an
// authenticated player a while after it connects.
(function installCasinoChat(global) {
  'use strict';
  var GLOBAL_NAME = 'casinoChat';
  var AGENT_REPLY_MS = 4000;
  var script = global.document && global.document.currentScript;
  var base = script && script.src ? new URL('/chat', script.src).href : global.__casinoChatBase || '/chat';
  var listener = null;
  var agentTimer = null;

  function tell(event) {
    if (listener) listener(event);
  }

  global[GLOBAL_NAME] = {
    init: function (request) {
      if (agentTimer !== null) global.clearTimeout(agentTimer);
      agentTimer = null;
      global.setTimeout(function () {
        tell('connected');
      }, 0);
      if (request && request.session === 'authenticated') {
        agentTimer = global.setTimeout(function () {
          agentTimer = null;
          tell('message');
        }, AGENT_REPLY_MS);
      }
      return Promise.resolve({ ok: true });
    },
    open: function () {
      global.setTimeout(function () {
        tell('opened');
      }, 0);
      return Promise.resolve({ ok: true });
    },
    unreadCount: function (token) {
      return global.fetch(base + '/unread', { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } }).then(function (response) {
        return response.text().then(function (text) {
          if (!response.ok) throw new Error('HTTP ' + response.status + ': ' + text);
          return text.trim() === '' ? null : JSON.parse(text);
        });
      });
    },
    listen: function (next) {
      listener = next;
      return function () {
        if (listener === next) listener = null;
      };
    },
  };
})(typeof window !== 'undefined' ? window : globalThis);
