import { useEffect } from "react";
import { startWelcomeSound } from "./welcome-sound-start";

/**
 * The welcome sound (welcome-sound-start.ts). It lives in the public site layout, so /admin and
 * /auth never play it.
 */
export function WelcomeSound() {
  useEffect(() => startWelcomeSound(), []);
  return null;
}
