/**
 * The demo corpus's noise, written by the team: the posts real forums are mostly made of. Launches
 * and self-promotion, news links, tips and success stories near a need (hard negatives), jokes,
 * off-topic chatter, other languages, and sensitive posts (grief, crisis) the pipeline must drop.
 * Slots as in frames.ts, plus {product} and {url}.
 */

export const LAUNCH_TITLES = [
  "Show HN: {product} – {topic} for {roles}",
  "I built {product} to handle {topic}",
  "We just launched {product}: {topic} made simple",
  "Launching {product} today, made for {roles}",
  "[Self-promo] {product}, a tool for {task}",
  "{product} 2.0 is out",
  "Free beta: {product} for {roles}",
];
export const LAUNCH_BODIES = [
  "I spent six years as {a_role} and got tired of {task}, so I built {product}. Free to try, feedback welcome. {url}",
  "Mods, let me know if this breaks the rules. {product} handles {topic} for {roles}. Early access at {url}",
  "Disclosure: I'm the founder. {product} does {topic} and has a free tier for small teams.",
  "After a year of weekends {product} is live. It takes the pain out of {task}. Would love your thoughts.",
  "We're looking for five {roles} to test {product} for free in exchange for honest feedback.",
];

export const NEWS = [
  "New guidance on {topic} for {roles} comes into force next April {url}",
  "Survey: {roles} spend more time on admin than ever {url}",
  "Interesting article on how {roles} are coping with rising costs {url}",
  "Regulator publishes its annual report on {roles} {url}",
  "Local paper ran a piece about us this week, pretty chuffed {url}",
  "Podcast episode with {a_role} who has done it for forty years, worth a listen {url}",
];

/** Posts near a need that voice none: tips, success stories, how-tos. */
export const HARD_NEGATIVES = [
  "Tip for anyone struggling with {topic}: we moved it to a fixed slot every Friday and it's been fine for a year.",
  "Update on my post from last spring about {topic}: we sorted it with a simple checklist, no new software needed.",
  "PSA for {roles}: check your insurance covers you before you change how you do {topic}.",
  "Wrote up how our {who} handles {topic} after ten years, happy to answer questions.",
  "Finally got {topic} under control. Honestly it was a people problem, not a tools problem.",
  "Unpopular opinion: {topic} is not that bad if you do a little every day.",
  "For the new {roles} here: don't overthink {topic}, everyone muddles through the first year.",
];

export const JOKES = [
  "You know you're {a_role} when you dream about {topic}.",
  "My kid told her class I'm a professional {role}. Not wrong.",
  "Overheard today: 'is the coffee machine a business expense?'",
  "Me: I'll take a proper lunch break today. Also me at 3pm: eating crackers over the keyboard.",
  "Friday afternoon mood: nobody phone in sick tomorrow please.",
  "What's the most ridiculous thing a customer has asked you this week?",
  "Bingo card for the quarterly meeting: 'synergy', 'circle back', 'going forward'.",
  "The printer knows when you're in a hurry. I'm convinced.",
];

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
  "Just hit five years in this job and the crew got me a cake.",
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
  "Anyone watching the cycling this weekend?",
  "Found an old photo of our first shop front.",
  "Rainy day, so the kettle is on.",
  "Proud of the team after a long season.",
  "Weekly thread: what are you working on?",
  "Happy holidays everyone, see you in the new year.",
  "Is anyone else going to the trade show in March?",
  "Mod note: please use the weekly thread for job postings.",
  "How do you all switch off after work? Genuinely asking.",
  "Best pizza place near the convention centre?",
  "Retiring next month after 32 years. It's been a ride.",
  "Lost my voice from shouting at the football.",
];

/** Other languages (team-written): the pipeline leaves these out. */
export const FOREIGN = [
  "Estoy cansado de perder horas cada semana con los turnos del personal. ¿Alguien conoce una aplicación para esto?",
  "Ayer fuimos a la playa con los niños y el tiempo fue perfecto.",
  "Gibt es ein Programm, das unsere Kunden automatisch an offene Rechnungen erinnert?",
  "Wir haben am Wochenende den ganzen Garten umgegraben und sind todmüde.",
  "Existe-t-il une application pour organiser les menus de la semaine sans y passer la soirée ?",
  "Le marché du samedi est vraiment le meilleur moment de la semaine.",
  "Existe algum programa que organize as escalas dos voluntários do clube?",
  "Esiste un'app che mandi promemoria automatici ai clienti per gli appuntamenti?",
  "Wie organisiert ihr die Dienstpläne in eurer Praxis? Bei uns ist das reines Chaos.",
  "Quelqu'un a une astuce pour suivre les devis envoyés aux clients ?",
  "Iemand een tip voor het bijhouden van de ledenadministratie van onze schaakclub?",
  "Czy ktoś zna dobry program do grafiku pracowników w restauracji?",
  "Vi har äntligen fått ordning på lagret i butiken, skönt!",
  "¿Qué usáis para llevar la contabilidad de la asociación de vecinos?",
];

/** Sensitive posts: grief, burnout, crisis. Never ideas, whatever they ask. */
export const SENSITIVE = [
  "My dad passed away last week and I have no idea how to keep things going. I can't think straight.",
  "I've been having really dark thoughts lately and work is the only thing keeping me going. Not sure why I'm posting here.",
  "Is there anyone who has been through a divorce while doing this job? I'm falling apart.",
  "Diagnosed with cancer at 41. Trying to work out how to tell my staff.",
  "I had a panic attack at work today in front of everyone. How do you come back from that?",
  "Our colleague died suddenly over the weekend. How do you support a small team through this?",
  "I don't see the point anymore. Everything I built is going under and I can't tell my family.",
];
