import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

// The page's Content Security Policy has no 'unsafe-eval': zod must not compile parsers with `new Function`,
// nor even try to (a caught attempt is still reported as a CSP violation in the console).
z.config({ jitless: true });

/** react-hook-form's zod resolver; every form imports it from here so the setting above comes first. */
export { zodResolver };
