// The demo gaming platform's browser script. Served as is at /platform/platform.js; it installs
// window.casinoPlatform, whose methods call the platform's /platform/* endpoints on the origin the
// script came from, with cookies, and resolve the JSON answer (null for an empty body).
(function installCasinoPlatform(global) {
  'use strict';
  var GLOBAL_NAME = 'casinoPlatform';
  var script = global.document && global.document.currentScript;
  // The script may be loaded from another origin than the page's: calls go back to where it came from.
  var base = script && script.src ? new URL('/platform', script.src).href : global.__casinoPlatformBase || '/platform';

  function call(method, path, body) {
    var init = { method: method, credentials: 'include', headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return global.fetch(base + path, init).then(function (response) {
      return response.text().then(function (text) {
        if (text.trim() === '') return null;
        return JSON.parse(text);
      });
    });
  }

  global[GLOBAL_NAME] = {
    hasLoginCookie: function () {
      return call('GET', '/has-login-cookie');
    },
    getTemporaryToken: function () {
      return call('POST', '/temporary-token', {});
    },
    login: function (request) {
      return call('POST', '/login', request);
    },
    validateLogin: function (request) {
      return call('POST', '/login/validate', request);
    },
    logout: function (options) {
      return call('POST', '/logout', options || {});
    },
    keepAlive: function (options) {
      return call('POST', '/keep-alive', options || {});
    },
    getLoggedInPlayer: function () {
      return call('GET', '/logged-in-player');
    },
    validateTermsVersion: function () {
      return call('GET', '/validate-terms-version');
    },
    getWaitingMessages: function (type) {
      return call('GET', '/waiting-messages?type=' + encodeURIComponent(type));
    },
    confirmBonus: function (request) {
      return call('POST', '/confirm-bonus', request);
    },
    acceptPendingLimits: function () {
      return call('POST', '/accept-pending-limits', {});
    },
  };
})(typeof window !== 'undefined' ? window : globalThis);
