/**
 * Lesson titles and Markdown bodies for generated classes, by the lesson's place in the class: the first
 * lesson introduces, the last one wraps up, the ones between teach. `{subject}` and `{n}` are filled in.
 */
export const OPENING_TITLES = [
  "Welcome to {subject}",
  "Getting Started with {subject}",
  "What {subject} Is For",
] as const;
export const MIDDLE_TITLES = [
  "Setting Up Your Workspace",
  "Core Ideas of {subject}",
  "Your First {subject} Exercise",
  "Common Mistakes and How to Avoid Them",
  "Working Step by Step",
  "A Closer Look at the Fundamentals",
  "Practice Session {n}",
  "Case Study: {subject} in the Real World",
  "Tools of the Trade",
  "Building a Small Project",
  "Feedback and Iteration",
  "Going Further with {subject}",
] as const;
export const CLOSING_TITLES = ["Putting It All Together", "Wrap-Up and Next Steps", "Final Review"] as const;

export const OPENING_BODIES = [
  `## Welcome

This class takes you from the basics of {subject} to a small project of your own. Each lesson is short
and ends with something to try.

### What you will need

- A notebook (paper or digital) for your observations
- About **30 minutes** per lesson
- Curiosity: there are no wrong questions here

> Tip: mark each lesson complete when you finish it, so you always know where to pick up.
`,
  `## Why {subject}?

People learn {subject} for many reasons: a new job, a side project, or simply to understand how things
work. Whatever yours is, write it down now. You will come back to it in the last lesson.

### How this class works

1. Read or watch the lesson
2. Try the exercise at the end
3. Hand in the assignments when they open

Questions? Use the class evaluation to tell the teacher what helped and what did not.
`,
] as const;

export const MIDDLE_BODIES = [
  `## The idea

Most of {subject} comes down to a few habits repeated until they feel natural. In this lesson we look at
one of them in detail.

### Steps

1. Start from a small, concrete example
2. Change **one thing** at a time
3. Write down what happened, and why you think it happened

### Try it

Take ten minutes and apply the steps above to your own example. Keep your notes: the next assignment
builds on them.
`,
  `## Key terms

| Term | What it means |
| --- | --- |
| Goal | What you want the result to do |
| Constraint | What you cannot change |
| Trade-off | What you give up to get something else |

Every decision in {subject} balances these three. When something feels hard, name the constraint first.

- Which constraint is real, and which did you assume?
- What would change if you dropped it?
`,
  `## A worked example

Here is a small example written out in full. Read it once, then type it yourself instead of copying it:

\`\`\`text
1. Describe the problem in one sentence.
2. List what you already know.
3. Pick the smallest next step and do it.
4. Check the result against the sentence in step 1.
\`\`\`

Notice how step 4 sends you back to step 1: good work in {subject} is a loop, not a straight line.
`,
  `## Common mistakes

Beginners in {subject} tend to make the same three mistakes:

1. **Doing too much at once.** Split the work into pieces you can finish in one sitting.
2. **Skipping the check.** Compare your result with what you expected *before* moving on.
3. **Working alone.** Show your work early; feedback is cheaper than rework.

### Exercise

Look back at your last exercise and find one example of each mistake, or explain why you avoided it.
`,
  `## Practice makes progress

This lesson is mostly practice. Set a timer for 25 minutes and work through the list:

- [ ] Repeat the example from the previous lesson without notes
- [ ] Change one part and predict the result before you try it
- [ ] Write three sentences about what surprised you

When the timer rings, stop, take a break, and mark the lesson complete.
`,
  `## Tools

You do not need expensive tools to get good at {subject}. A few reliable ones go a long way:

- Something to **capture** ideas quickly
- Something to **organise** them later
- A way to **share** your work and ask for feedback

Use \`one folder per project\` and name files by date: future you will thank you.
`,
] as const;

export const CLOSING_BODIES = [
  `## Looking back

You have covered the core of {subject}: the ideas, the habits and the common pitfalls. Go back to the
reason you wrote down in the first lesson. Did the class answer it?

### Next steps

1. Finish any open assignment
2. Pick a project slightly bigger than the ones in this class
3. Share it and ask for one piece of feedback

Thank you for learning with us. Please leave an evaluation: it helps the next students.
`,
  `## Wrap-up

Here is everything in one place:

- Start small and change one thing at a time
- Check results against what you expected
- Ask for feedback early

### Keep going

Practise a little every week. Skills in {subject} grow with regular, short sessions far more than with
rare, long ones.
`,
] as const;

/**
 * Open-licensed films (Blender Foundation) that stay available on both providers: demo lessons embed them
 * so that every video plays.
 */
export const DEMO_VIDEOS = [
  { provider: "youtube", id: "YE7VzlLtp-4" },
  { provider: "youtube", id: "eRsGyueVLvQ" },
  { provider: "youtube", id: "R6MlUcmOul8" },
  { provider: "vimeo", id: "1084537" },
] as const;
