// The demo chat provider's browser script. Served as is at /chat/widget.js; it installs
// window.casinoChat: a bot that connects when initialised, opens and closes its own window (a
// non-modal dialog in the corner, styled by widget.css from its own origin), answers what the
// visitor writes, asks its origin for the player's unread count, and — standing in for a human
// agent — writes to an authenticated player a while after it connects. It draws with
// createElement and textContent only: the portal's Trusted Types admit no HTML strings. In a
// runtime without a document (the api-clients' vm tests) it keeps its events and draws nothing.
(function installCasinoChat(global) {
  'use strict';
  var GLOBAL_NAME = 'casinoChat';
  var AGENT_REPLY_MS = 4000;
  var BOT_REPLY_MS = 600;
  var doc = global.document;
  var script = doc && doc.currentScript;
  var base = script && script.src ? new URL('/chat', script.src).href : global.__casinoChatBase || '/chat';
  var listener = null;
  var agentTimer = null;
  var agentWrote = false;
  var session = 'anonymous';
  var view = null;
  var openedFrom = null;

  var WORDS = {
    cs: {
      title: 'Chat s podporou',
      close: 'Zavřít chat',
      log: 'Zprávy chatu',
      input: 'Vaše zpráva',
      send: 'Odeslat',
      hello: 'Dobrý den, jsem virtuální asistent. S čím vám mohu pomoci?',
      helloPlayer: 'Dobrý den, jste přihlášeni. S čím vám mohu pomoci?',
      agent: 'Dobrý den, máte u nás nepřečtenou zprávu o svém bonusu.',
      reply: 'Děkuji za zprávu. Na dotaz „{text}“ vám odpoví kolega z podpory co nejdříve.',
      bonus: 'Bonusy a akce najdete v sekci Promo. Přihlášený hráč v nich vidí i své zapojení.',
      you: 'Vy',
      bot: 'Asistent',
      agentName: 'Operátor',
    },
    en: {
      title: 'Support chat',
      close: 'Close chat',
      log: 'Chat messages',
      input: 'Your message',
      send: 'Send',
      hello: 'Hello, I am the virtual assistant. How can I help you?',
      helloPlayer: 'Hello, you are logged in. How can I help you?',
      agent: 'Hello, there is an unread message about your bonus.',
      reply: 'Thank you. A colleague from support will answer “{text}” as soon as possible.',
      bonus: 'Bonuses and promotions are in the Promo section; a logged-in player sees there what they joined.',
      you: 'You',
      bot: 'Assistant',
      agentName: 'Agent',
    },
  };

  function words() {
    var lang = doc && doc.documentElement && doc.documentElement.lang;
    return WORDS[lang && lang.indexOf('en') === 0 ? 'en' : 'cs'];
  }

  function tell(event) {
    if (listener) listener(event);
  }

  function el(tag, className, text) {
    var node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The widget's stylesheet, from the script's own origin (a CSP's style-src names it).
  var stylesheet = null;
  function loadStylesheet() {
    if (stylesheet) return stylesheet;
    stylesheet = new Promise(function (resolve) {
      var link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = base + '/widget.css';
      // A missing stylesheet still opens the chat, plain.
      link.addEventListener('load', function () {
        resolve();
      });
      link.addEventListener('error', function () {
        resolve();
      });
      doc.head.appendChild(link);
    });
    return stylesheet;
  }

  function isOpen() {
    return view !== null && !view.root.hidden;
  }

  function addMessage(from, text) {
    if (!view) return;
    var w = words();
    var item = el('li', 'casino-chat-widget__message casino-chat-widget__message--' + from);
    var who = el('span', 'casino-chat-widget__who', from === 'you' ? w.you : from === 'agent' ? w.agentName : w.bot);
    item.appendChild(who);
    item.appendChild(el('span', 'casino-chat-widget__text', text));
    view.list.appendChild(item);
    view.log.scrollTop = view.log.scrollHeight;
  }

  function answer(text) {
    var w = words();
    return /bonus|akce|promo/i.test(text) ? w.bonus : w.reply.replace('{text}', text.slice(0, 80));
  }

  function close() {
    if (!isOpen()) return;
    view.root.hidden = true;
    // The focus goes back where it was when the chat opened (the portal's chat button).
    if (openedFrom && typeof openedFrom.focus === 'function' && doc.contains(openedFrom)) openedFrom.focus();
    openedFrom = null;
    tell('closed');
  }

  function build() {
    var w = words();
    var root = el('section', 'casino-chat-widget');
    root.id = 'casino-chat-widget';
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-labelledby', 'casino-chat-widget-title');
    root.hidden = true;
    var head = el('div', 'casino-chat-widget__head');
    var title = el('h2', 'casino-chat-widget__title', w.title);
    title.id = 'casino-chat-widget-title';
    var closeButton = el('button', 'casino-chat-widget__close', '×');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', w.close);
    closeButton.addEventListener('click', close);
    head.appendChild(title);
    head.appendChild(closeButton);
    // A scrolling log of a list: the keyboard can scroll it, assistive technology hears new lines.
    var log = el('div', 'casino-chat-widget__log');
    log.setAttribute('role', 'log');
    log.setAttribute('aria-label', w.log);
    log.tabIndex = 0;
    var list = el('ol', 'casino-chat-widget__list');
    log.appendChild(list);
    var form = el('form', 'casino-chat-widget__form');
    var label = el('label', 'casino-chat-widget__label', w.input);
    label.htmlFor = 'casino-chat-widget-input';
    var input = el('input', 'casino-chat-widget__input');
    input.id = 'casino-chat-widget-input';
    input.type = 'text';
    input.autocomplete = 'off';
    input.maxLength = 500;
    var send = el('button', 'casino-chat-widget__send', w.send);
    send.type = 'submit';
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (text === '') return;
      input.value = '';
      addMessage('you', text);
      global.setTimeout(function () {
        addMessage('bot', answer(text));
        if (!isOpen()) tell('message');
      }, BOT_REPLY_MS);
    });
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      }
    });
    root.appendChild(head);
    root.appendChild(log);
    root.appendChild(form);
    doc.body.appendChild(root);
    view = { root: root, log: log, list: list, input: input };
    addMessage('bot', session === 'authenticated' ? w.helloPlayer : w.hello);
  }

  global[GLOBAL_NAME] = {
    init: function (request) {
      var next = request && request.session === 'authenticated' ? 'authenticated' : 'anonymous';
      // Another session starts another conversation; the same one (an icon click) goes on with it.
      if (next !== session) {
        session = next;
        if (agentTimer !== null) global.clearTimeout(agentTimer);
        agentTimer = null;
        agentWrote = false;
        if (view) {
          close();
          view.root.remove();
          view = null;
        }
      }
      global.setTimeout(function () {
        tell('connected');
      }, 0);
      if (session === 'authenticated' && agentTimer === null && !agentWrote) {
        agentTimer = global.setTimeout(function () {
          agentTimer = null;
          agentWrote = true;
          if (doc && !view) build();
          addMessage('agent', words().agent);
          if (!isOpen()) tell('message');
        }, AGENT_REPLY_MS);
      }
      return Promise.resolve({ ok: true });
    },
    open: function () {
      if (!doc) {
        global.setTimeout(function () {
          tell('opened');
        }, 0);
        return Promise.resolve({ ok: true });
      }
      return loadStylesheet().then(function () {
        if (!view) build();
        if (!isOpen()) {
          openedFrom = doc.activeElement;
          view.root.hidden = false;
          view.input.focus();
          tell('opened');
        }
        return { ok: true };
      });
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
