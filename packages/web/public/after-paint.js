// A drawn page boots the app when its reader first reaches for it. The server (web/spa.ts) moves the
// page's module script and preloads into <template id="after-paint">. Once the page has painted, the
// app's modules are prefetched a few at a time when the browser is idle (downloaded into the cache,
// neither compiled nor run: modulepreload would compile them on the main thread while the reader
// reads). The script itself is added at the reader's first touch, click, key, wheel or scroll, when
// the app boots: it draws a visitor's page again, and adopts a member's page as it is (hydration).
// Until then the page is plain HTML: its links are real links; what the reader began there carries
// over to the app's page: a button pressed (the menu, a like) is pressed again, text typed into a
// field (the quick search) is typed into the app's field, which keeps the focus, and an Enter pressed
// there is pressed again.
(() => {
  const template = document.getElementById('after-paint');
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root?.firstElementChild) return;
  const tags = Array.from(template.content.children);
  const copy = (tag) => {
    const element = document.createElement(tag.localName);
    for (const attribute of Array.from(tag.attributes)) element.setAttribute(attribute.name, attribute.value);
    document.head.append(element);
  };

  // Controls of the drawn page are found again in the app's page by their name and their place.
  const FIELDS = 'input, textarea';
  const controls = (selector) => Array.from(root.querySelectorAll(selector));
  const drawn = { button: controls('button'), [FIELDS]: controls(FIELDS) };
  // Each field's text as drawn (the app rewrites a field's default as its state changes).
  const drawnText = new Map(drawn[FIELDS].map((field) => [field, field.value]));
  const nameOf = (element) =>
    element.getAttribute('aria-label') || element.getAttribute('name') || element.textContent.trim();
  // The app's control of the same name, the same one in order among those of that name (controls the
  // app draws differently, such as the header's quick search, leave the others' order alone).
  const counterpart = (element, selector) => {
    const name = nameOf(element);
    const named = (list) => list.filter((candidate) => nameOf(candidate) === name);
    return named(controls(selector))[named(drawn[selector]).indexOf(element)] ?? null;
  };
  let pressed = null;
  const press = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (drawn.button.includes(button)) pressed = button;
  };
  // React marks each element it has drawn or adopted with its props (a "__reactProps$…" key; web
  // app/adoptionMark.test.tsx fails first if a React upgrade renames it).
  const adopted = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  // The drawn field with the focus (its removal takes the focus away without an event), and the text
  // typed into each field (the app may set an adopted field back to its own state meanwhile).
  let focused = null;
  window.addEventListener('focusin', (event) => {
    if (drawn[FIELDS].includes(event.target)) focused = event.target;
  });
  const typed = new Map();
  const remember = (event) => {
    if (drawn[FIELDS].includes(event.target)) typed.set(event.target, event.target.value);
  };
  window.addEventListener('input', remember, true);
  // Fields where Enter was pressed before the app took them (the quick search: Enter searches).
  const entered = new Set();
  window.addEventListener(
    'keydown',
    (event) => {
      const field = event.target;
      if (event.key === 'Enter' && drawn[FIELDS].includes(field) && !adopted(field)) entered.add(field);
    },
    true,
  );
  // Through the native setter and an input event, so the app's own state takes the text. An adopted
  // field is the drawn one itself, already holding the text: it is emptied first, so the app sees
  // the text arrive.
  const typeInto = (field, text) => {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    for (const value of field.value === text ? ['', text] : [text]) {
      setValue?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  // A control of a part React has not adopted yet would drop what it is given (a click, a value, a
  // key): each waits for it, up to five seconds.
  const whenAdopted = (element, act, tries = 100) => {
    if (adopted(element) || tries === 0) act();
    else setTimeout(() => whenAdopted(element, act, tries - 1), 50);
  };
  const carryOver = () => {
    window.removeEventListener('click', press, true);
    for (const field of typed.keys()) {
      const again = typed.get(field) !== drawnText.get(field) && counterpart(field, FIELDS);
      // The text as typed by then: keys typed into an adopted field meanwhile are recorded too.
      if (!again) continue;
      whenAdopted(again, () => {
        typeInto(again, typed.get(field));
        // Enter once the app has the text (its state updates by the next task).
        const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
        if (entered.has(field)) setTimeout(() => again.dispatchEvent(enter), 0);
      });
    }
    if (focused) counterpart(focused, FIELDS)?.focus();
    const button = pressed && counterpart(pressed, 'button');
    if (button) setTimeout(() => whenAdopted(button, () => button.click()), 0);
  };
  // The app says when its page is in place (web main.tsx).
  window.addEventListener('earmark:app-ready', carryOver, { once: true });
  window.addEventListener('click', press, true);

  const INTENT = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  let wake = 0;
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    for (const type of INTENT) window.removeEventListener(type, boot, true);
    clearTimeout(wake);
    for (const tag of tags) copy(tag);
    template.remove();
  };

  let stored = {};
  try {
    stored = Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));
  } catch {}
  const token = stored['earmark.token'];
  // The session cookie as web lib/session.ts writes it (read as shared cookies.ts cookieFrom does).
  let cookie = '';
  try {
    cookie = decodeURIComponent(/(?:^|;\s*)earmark_session=([^;]*)/.exec(document.cookie)?.[1] ?? '');
  } catch {}
  const data = document.getElementById('earmark-cache')?.dataset ?? {};
  if (data.for === 'member' && token && cookie === token) {
    // Drawn for the session this browser holds (the cookie is its token: web lib/session.ts). Its live
    // parts start the app when they come due: at once when the session ends within the warning time
    // (the app shows "Session Expiring Soon") or for an admin where the streaming player is set up
    // (the browser draws it: web serverRender.tsx marks an admin's page), else when the bell next
    // asks for notifications.
    const number = (name) => Number(template.getAttribute(name)) || 0;
    const left = Date.parse(stored['earmark.tokenExpiresAt'] ?? '') - Date.now();
    if (left <= number('data-session-warning-ms')) return boot();
    if ('admin' in data && document.querySelector('meta[name="earmark:spotify-client-id"]')) return boot();
    wake = setTimeout(boot, number('data-live-after-ms'));
  } else if (Object.keys(stored).some((key) => key.startsWith('earmark.'))) {
    // A visitor's drawn page is what a first visit shows. A browser keeping Earmark's state (a
    // session, a guest's checks, a banner put away: web localStorage keys "earmark.…") may be shown
    // something else: the app draws its page at once.
    return boot();
  }
  for (const type of INTENT) window.addEventListener(type, boot, { capture: true, passive: true });

  // The app's modules, prefetched a few at a time when the browser is idle, so no task grows long.
  const modules = tags.map((tag) => tag.getAttribute('src') ?? tag.getAttribute('href'));
  const idle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1));
  const prefetchSome = () => {
    if (booted) return;
    for (const href of modules.splice(0, 3)) {
      const prefetch = document.createElement('link');
      prefetch.rel = 'prefetch';
      prefetch.href = href;
      document.head.append(prefetch);
    }
    if (modules.length > 0) idle(prefetchSome);
  };
  // A frame callback runs just before the next paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(() => idle(prefetchSome), 0));
})();
