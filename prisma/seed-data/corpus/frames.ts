/**
 * Sentence frames of the demo corpus, written by the team. Slots: {task} (gerund phrase),
 * {Task} (capitalised), {aud} (audience), {ctx} (context), {must} (must-have), {when} (moment),
 * {product}.
 * Every need post carries at least one request frame, so the phrase rules see a need.
 */

export const NEED_TITLES = [
  "Is there a tool for {task}?",
  "Looking for an app for {task}",
  "Any software recommendations for {task}?",
  "How do you deal with {task}?",
  "What do you use for {task}?",
  "A better way of {task}?",
  "So tired of {task}",
  "{Task} is driving me crazy",
  "Anyone else struggling with {task}?",
  "{Task} for {aud}: what do you use?",
  "Alternatives for {task}?",
  "Recommendations for {task} {ctx}?",
  "{Task} {ctx}",
  "{Task} {when}",
  "Help: {task} as {aud}",
];

/** Who is asking. */
export const AUDIENCE_SENTENCES = [
  "We are {aud}.",
  "Question from {aud}.",
  "This is for {aud}.",
  "I work with {aud}.",
  "Asking as one of the {aud} here.",
];

export const CONTEXT_SENTENCES = [
  "We do it all {ctx}.",
  "And we do this {ctx}.",
  "All of it {ctx}.",
  "This is all {ctx}.",
  "We have to do it {ctx}.",
];

export const MOMENT_SENTENCES = [
  "Most of all {when}.",
  "Above all {when}.",
  "Again and again {when}.",
  "It is at its most annoying {when}.",
  "Honestly the mess is {when}.",
];

export const MUST_SENTENCES = [
  "Ideally with {must}.",
  "We want {must}.",
  "Must have: {must}.",
  "I would love {must}.",
  "And please, {must}.",
];

/** Requests: each one alone is a need for the phrase rules. */
export const REQUEST_SENTENCES = [
  "Is there a tool for {task}?",
  "I wish there was an app for {task}.",
  "Does anyone know of an app for {task}?",
  "I'm looking for software for {task}.",
  "I would happily pay for a tool for {task}.",
  "Any recommendations for {task}?",
  "Surely someone has made something for {task}?",
  "What do you use for {task}?",
  "There has to be a better way of {task}.",
];

export const PAIN_SENTENCES = [
  "I waste hours every week {task}.",
  "{Task} is such a pain.",
  "Honestly, {task} is a nightmare.",
  "I spend far too much time {task}.",
  "I'm fed up with {task}.",
  "{Task} is a constant headache.",
  "We keep struggling with {task}.",
];

/** What people tried, with its own words: varied filler that no need owns. */
export const TRIED_SENTENCES = [
  "Right now it lives in a spreadsheet that only one person understands.",
  "We tried sticky notes on the fridge and a group chat.",
  "Our current setup is a whiteboard and a lot of guesswork.",
  "The generic planner apps are too complicated for this.",
  "Paper forms get lost or soaked.",
  "The big suites charge per seat and we are tiny.",
  "A shared document kept getting overwritten.",
  "Email threads bury the important bits.",
  "The last app we tried shut down without warning.",
  "Everything I found is built for large companies.",
  "The free trial ended and the price tripled.",
  "Most options assume a desk and a big screen.",
  "A calendar alone does not cut it.",
  "The forms we use now were designed years ago.",
  "Somebody always forgets, and then it snowballs.",
];

/** Replies (Reddit comments, Stack Exchange answers) voicing the same need. */
export const REPLY_SENTENCES = [
  "Same here. {request}",
  "Following, because {task} eats my evenings too. {request}",
  "Exactly our situation, {ctx}. {request}",
  "{pain} {request}",
];

/** Launch and self-promotion posts: a builder for the need. */
export const LAUNCH_TITLES = [
  "I built {product} for {task}",
  "We just launched {product}: {task} made simple",
  "Launching {product} today, for {aud}",
  "My side project {product} is live",
];
export const LAUNCH_BODIES = [
  "I was tired of {task}, so I built {product}. It's free to try and I'd love feedback.",
  "We launched {product} this week. It handles {task} and has {must}.",
  "Disclosure: I'm the developer of {product}. It was made for {aud} who are stuck {task}.",
  "My side project {product} finally went live after a year of weekends spent on {task}.",
];

/** English posts near a need that voice none: tips, success stories, news. */
export const HARD_NEGATIVES = [
  "We sorted out {task} by sitting down together once a month. No app needed in the end.",
  "Quick tip from experience: pick one fixed day each week for {task}. It made a big difference for us.",
  "Our team wrote up how we handle {task} after ten years. Happy to share what worked.",
  "I finally found a routine for {task} that works. Sharing in case it helps someone.",
  "Interesting article today about how much effort small firms put into {task}.",
];

/** Off-topic small talk: the noise of a forum. Combined two at a time. */
export const OFF_TOPIC = [
  "Finished my first half marathon today and my legs are jelly.",
  "What is everyone reading this month?",
  "The sunset from the balcony last night was unreal.",
  "Congrats to everyone who passed their exams.",
  "Today I learned that octopuses have three hearts.",
  "Our local library reopened after the renovation.",
  "What did you all cook this weekend?",
  "Thanks for the kind words on my last post.",
  "Which season do you prefer for hiking?",
  "My cat walked across the keyboard during a video call.",
  "Just hit five years in this trade and the crew got me a cake.",
  "The new bridge in town finally opened.",
  "Does anyone remember the cartoon with the talking train?",
  "Is it just me or has the weather been strange?",
  "Watched a documentary about deep sea fish last night.",
  "The puppy finally sleeps through the night.",
  "We planted tomatoes, basil and peppers this year.",
  "The conference talks are online now.",
  "Rate my desk setup: one monitor, too many plants.",
  "I have been learning to juggle during lunch breaks.",
  "What was the best concert you ever went to?",
  "The museum has a free evening on the first Thursday.",
  "Our book club picked a mystery set on a train.",
  "Anyone watching the cycling this weekend?",
  "Found an old photo of our first shop front.",
  "Rainy day, so the kettle is on.",
  "Throwback to the summer fete two years ago.",
  "Proud of the team after a long season.",
];

/** Other languages (team-written): the pipeline should leave these out. */
export const FOREIGN = [
  "Estoy cansado de perder horas cada semana con los turnos del personal. ¿Alguien conoce una aplicación para esto?",
  "Ayer fuimos a la playa con los niños y el tiempo fue perfecto.",
  "Gibt es ein Programm, das unsere Kunden automatisch an offene Rechnungen erinnert? Ich verliere jede Woche Stunden damit.",
  "Wir haben am Wochenende den ganzen Garten umgegraben und sind todmüde.",
  "Existe-t-il une application pour organiser les menus de la semaine sans y passer la soirée ?",
  "Le marché du samedi est vraiment le meilleur moment de la semaine.",
  "Existe algum programa que organize as escalas dos voluntários do clube?",
  "Esiste un'app che mandi promemoria automatici ai clienti per gli appuntamenti?",
];

export const TOO_SHORT = [
  "+1",
  "Same.",
  "This!",
  "lol",
  "Following.",
  "Bump",
  "Thanks!",
  "Saved.",
  "Nice one",
  "Agreed.",
];

export const BOT_TEXT =
  "Your post has been removed because your account is too new. I am a bot, and this action was performed automatically.";
