import { PAGE_ANSWERS_ELEMENT_ID, pageAnswerKey } from "@classwise/shared";

const answers = new Map<string, unknown>();

/**
 * The answers the page came with (docs/decisions/0048-page-answers.md), read from its HTML at the first ask;
 * the element goes once read.
 */
function pageAnswers(): Map<string, unknown> {
  const element = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (element) {
    try {
      for (const [key, value] of Object.entries(JSON.parse(element.textContent ?? "{}") as object)) {
        answers.set(key, value);
      }
    } catch {
      // Unreadable: the app asks the server instead.
    }
    element.remove();
  }
  return answers;
}

/**
 * The answer the page came with to the GET request `url` (as buildUrl writes it), once: any later request for it
 * goes to the server. Undefined when the page came without one.
 */
export function takePageAnswer(url: string): unknown {
  const all = pageAnswers();
  if (all.size === 0) return undefined;
  const key = pageAnswerKey(url);
  const answer = all.get(key);
  all.delete(key);
  return answer;
}
