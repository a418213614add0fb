const WELCOME_SOUND_URL = "/sounds/welcome.wav";
const SESSION_KEY = "welcome-sound-played";
/** Spec 2: the welcome sound is tried this long after the page has loaded. */
const WELCOME_SOUND_DELAY_MS = 1000;

/**
 * The welcome sound (spec 2): tried 1000 ms after load; if the browser blocks autoplay,
 * played on the first click or key press; only once (remembered for the browser session).
 * State for tests and curious developers: <html data-welcome-sound="waiting|blocked|played|skipped">.
 * Plain DOM code: the React component and the HTML-first pages' island script (decision
 * decision 024) both start it. Returns the clean-up.
 */
export function startWelcomeSound(): () => void {
  const root = document.documentElement;
  const setState = (state: "waiting" | "blocked" | "played" | "skipped") => {
    root.dataset.welcomeSound = state;
  };
  let alreadyPlayed = false;
  try {
    alreadyPlayed = sessionStorage.getItem(SESSION_KEY) === "1";
  } catch {
    // storage unavailable (privacy mode): fall back to once per page load
  }
  if (alreadyPlayed) {
    setState("skipped");
    return () => {};
  }
  setState("waiting");
  let done = false;
  let audio: HTMLAudioElement | null = null;
  const events = ["click", "keydown"] as const;

  const markPlayed = () => {
    done = true;
    setState("played");
    try {
      sessionStorage.setItem(SESSION_KEY, "1");
    } catch {
      // ignore
    }
  };
  const removeListeners = () => {
    for (const name of events) window.removeEventListener(name, onGesture, true);
  };
  function onGesture() {
    removeListeners();
    if (done || !audio) return;
    audio.currentTime = 0;
    audio.play().then(markPlayed, () => setState("blocked"));
  }

  const timer = window.setTimeout(() => {
    audio = new Audio(WELCOME_SOUND_URL);
    audio.volume = 0.6;
    audio.play().then(markPlayed, () => {
      if (done) return;
      setState("blocked");
      for (const name of events) window.addEventListener(name, onGesture, { capture: true, once: true });
    });
  }, WELCOME_SOUND_DELAY_MS);

  return () => {
    window.clearTimeout(timer);
    removeListeners();
    audio?.pause();
  };
}
