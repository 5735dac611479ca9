// Texts of the seeded announcements and lesson discussions ({subject} is the class's subject).

export const ANNOUNCEMENT_TITLES = [
  "Welcome to the class",
  "New lesson on {subject} this week",
  "Office hours on Thursday",
  "A note on the next assignment",
  "Thank you for the questions",
] as const;

export const ANNOUNCEMENT_BODIES = [
  "Start with the first lesson and ask your questions under it: I read every one.",
  "The next lesson on {subject} is up. Take your time with the practice part.",
  "I will answer questions live on Thursday evening. Bring what you are stuck on.",
  "Read the assignment brief twice before you start, and keep your answer short.",
  "Many of you asked about the same step in {subject}; the reply under the lesson covers it.",
] as const;

export const QUESTIONS = [
  "Do I need any tools installed before the next lesson?",
  "How long should the practice part take?",
  "Is there a shorter way to do the second step in {subject}?",
  "Could you say more about the example at the end?",
  "What should I read next to go deeper into {subject}?",
] as const;

export const ANSWERS = [
  "Nothing beyond what the lesson lists: the rest comes later.",
  "About as long as the lesson itself. Go slowly the first time.",
  "Yes, and you will meet it two lessons from now; the long way first makes it clear.",
  "It shows the same idea as the first part with real numbers. Try it yourself, then compare.",
  "The attachments of the last lesson have a reading list.",
] as const;
