// The seeded quiz of a class ({subject} is the class's subject): one question of each kind the seed shows,
// a point each. Answers are written right or wrong on purpose (generate-quizzes.ts).

export const QUIZ_TITLE = "Check your understanding: {subject}";

export const QUIZ_QUESTIONS = [
  {
    kind: "single-choice",
    prompt: "Which of these is the best way to keep going with {subject} after the first lesson?",
    choices: [
      "A short practice every day",
      "Skipping straight to the hardest topic",
      "Reading the lesson once and moving on",
      "Waiting until you feel ready",
    ],
    answer: { correct: 0 },
    wrong: 2,
    explanation: "Small, regular practice builds on itself; the other answers put practice off or skip the basics.",
  },
  {
    kind: "true-false",
    prompt: "Going back over an earlier lesson of {subject} a week later helps you remember it.",
    choices: [],
    answer: { correct: true },
    wrong: false,
    explanation: "Spaced review is one of the most reliable ways to make learning stick.",
  },
  {
    kind: "number",
    prompt: "You practise {subject} for one lesson a day. How many lessons is that in a week?",
    choices: [],
    answer: { value: 7, tolerance: 0 },
    wrong: 5,
    explanation: "One a day for seven days is seven lessons.",
  },
  {
    kind: "short-text",
    prompt: "What is this class about? Type its subject as the class title names it.",
    choices: [],
    answer: { accepted: ["{subject}"] },
    wrong: "Not sure",
    explanation: "This class is about {subject}.",
  },
] as const;
