// Served in place of Google's reCAPTCHA script (https://www.google.com/recaptcha/api.js) in the browser tests,
// which never reach the internet. It offers the part of the grecaptcha API the site uses: render draws a button
// 'I am not a robot' that hands the callback the token the test server's verification stand-in accepts.
(function () {
  var TOKEN = 'e2e-captcha-pass';
  var widgets = [];

  function widget(id) {
    return widgets[id === undefined ? 0 : id];
  }

  function render(container, params) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    var id = widgets.length;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'e2e-captcha';
    button.textContent = 'I am not a robot';
    button.setAttribute('aria-pressed', 'false');
    var state = { params: params || {}, response: '', button: button };
    button.addEventListener('click', function () {
      state.response = TOKEN;
      button.setAttribute('aria-pressed', 'true');
      if (typeof state.params.callback === 'function') state.params.callback(TOKEN);
    });
    element.appendChild(button);
    widgets.push(state);
    return id;
  }

  function reset(id) {
    var state = widget(id);
    if (!state) return;
    state.response = '';
    state.button.setAttribute('aria-pressed', 'false');
  }

  function getResponse(id) {
    var state = widget(id);
    return state ? state.response : '';
  }

  function execute(id) {
    var state = widget(id);
    if (state) state.button.click();
  }

  window.grecaptcha = {
    render: render,
    reset: reset,
    getResponse: getResponse,
    execute: execute,
    ready: function (callback) {
      callback();
    },
  };

  // Google's script calls the page's onload callback once it has finished loading, never while it runs: loaders
  // (react-async-script) expect the script element's load event first.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  if (onload && script) {
    script.addEventListener('load', function () {
      if (typeof window[onload] === 'function') window[onload]();
    });
  }
})();
