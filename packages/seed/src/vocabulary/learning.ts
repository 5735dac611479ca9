export const ASSIGNMENT_TITLES = [
  "Week {n}: Getting Started with {subject}",
  "Week {n}: Core Concepts Quiz",
  "Week {n}: Build a Small Prototype",
  "Week {n}: Case Study Review",
  "Week {n}: Peer Review Exercise",
  "Week {n}: Mini Project Milestone",
  "Week {n}: Reflection Journal",
  "Week {n}: Final Project Proposal",
] as const;

export const ASSIGNMENT_DESCRIPTIONS = [
  "Work through this week's lessons on {subject} and submit a short write-up of what you built and what you would improve.",
  "Apply the techniques from the last module to your own project. Describe your approach in a few paragraphs.",
  "Answer the questions in the module handout in your own words. Two or three sentences per question is enough.",
  "Pick one real-world example of {subject} and explain what works well and what you would change, and why.",
  "Submit a link or a description of your progress on the course project, including one problem you solved.",
] as const;

export const SUBMISSION_TEXTS = [
  "I completed the exercise and documented each step. The hardest part was structuring the project, which I solved by splitting it into smaller pieces.",
  "Here is my write-up. I followed the module closely, then tried a variation of my own to check that I understood the idea.",
  "Finished! I kept notes on the mistakes I made along the way and how I fixed them; they are included below my answers.",
  "My submission covers all the required points. I would appreciate feedback on the second part, where I was unsure about the approach.",
  "I applied the technique to a personal project instead of the sample one. The results and a short reflection are described here.",
  "Completed the milestone. I also compared two alternative solutions and explained why I chose the simpler one.",
] as const;

/** Review texts by rating (index 0 = 1 star); every text is at least 10 characters (spec evaluation rule). */
export const EVALUATION_TEXTS: readonly (readonly string[])[] = [
  [
    "The material felt outdated and most questions in the forum went unanswered.",
    "Not what the description promised; the exercises did not match the lessons.",
  ],
  [
    "Some useful parts, but the pace was uneven and the feedback came very late.",
    "The first modules were fine, the later ones felt rushed and unclear.",
  ],
  [
    "A solid overview. I would have liked more practical exercises and examples.",
    "Good content overall, although some lessons could be shorter and more focused.",
    "Decent class; the project was helpful but the instructions could be clearer.",
  ],
  [
    "Clear explanations and useful exercises. I can already use what I learned at work.",
    "Very well structured. The project tied everything together nicely.",
    "Great pace and friendly feedback on every assignment. Recommended.",
    "I learned a lot in a short time. A couple of lessons could use more examples.",
  ],
  [
    "Outstanding class! The instructor explains complex ideas simply and answers every question.",
    "The best course I have taken online. Practical, well paced and genuinely fun.",
    "Exactly what I needed. The projects gave me the confidence to apply for new roles.",
    "Brilliant teaching and thoughtful feedback on every submission. Worth every cent.",
    "I finally understand this topic. The step-by-step approach made all the difference.",
    "Excellent structure, great examples and a very supportive instructor.",
  ],
];

/** Ratings 1..5 skewed high, as they are on real marketplaces. */
export const RATING_WEIGHTS = [2, 3, 10, 30, 55];
