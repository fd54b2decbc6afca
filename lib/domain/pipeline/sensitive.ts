/**
 * Sensitive posts: suicide, self-harm, abuse, eating disorders, medical emergencies, bereavement.
 * Such a post is never an idea, never grouped, never quoted and its text is never stored, whatever
 * it asks for. The rule leans to recall: losing a real need to it costs little, keeping a crisis
 * post costs a person's trust. Each pattern names the experience itself, not a word that also has
 * a technical sense ('kill the process', 'the server died', 'API abuse' stay out).
 */

export interface SensitiveTopic {
  topic: "suicide" | "self_harm" | "abuse" | "eating_disorder" | "medical_emergency" | "bereavement";
  pattern: RegExp;
}

const TOPICS: SensitiveTopic[] = [
  {
    topic: "suicide",
    pattern:
      /\bsuicid\w*|\bkill(?:ing)? (?:myself|herself|himself|themselves)\b|\bend(?:ing)? (?:my|it all|her|his) (?:own )?life\b|\bend it all\b|\btake my (?:own )?life\b|\b(?:want|wanted|wanting) to die\b|\bdon'?t want to (?:live|be alive|wake up)\b|\bno reason to live\b|\bbetter off (?:dead|without me)\b|\boverdos(?:e|ed|ing)\b|\bjump(?:ing)? off (?:a|the) (?:bridge|roof|building)\b/,
  },
  {
    topic: "self_harm",
    pattern:
      /\bself[- ]?harm\w*|\bself[- ]?injur\w*|\b(?:cutting|cut|burning|burn|hurting|hurt|harming|harm) (?:myself|my (?:arms?|wrists?|legs?|thighs?))\b|\bscars? from cutting\b/,
  },
  {
    topic: "abuse",
    pattern:
      /\b(?:sexual(?:ly)?|domestic|physical(?:ly)?|emotional(?:ly)?|child|verbal(?:ly)?) (?:abuse|abused|assault|assaulted|violence)\b|\b(?:was|were|being|been|got) (?:raped|molested|groomed|abused|beaten|assaulted)\b|\brap(?:e|ed|ist)\b|\bmolest\w*|\babusive (?:partner|husband|wife|boyfriend|girlfriend|parents?|father|mother|dad|mom|mum|relationship|home|ex)\b|\b(?:hits|beats|chokes|strangles) me\b/,
  },
  {
    topic: "eating_disorder",
    pattern:
      /\beating disorders?\b|\banorexi\w*|\bbulimi\w*|\bbinge[- ]?(?:eating|and purg\w*)|\bpurging\b|\bstarv(?:e|ing) myself\b|\bmaking myself (?:throw up|vomit|sick)\b/,
  },
  {
    topic: "medical_emergency",
    pattern:
      /\b(?:having|had|think i'?m having) (?:a )?(?:heart attack|stroke|seizure|panic attack|allergic reaction)\b|\bchest pains?\b|\bcan'?t (?:breathe|stop (?:the )?bleeding)\b|\bcall(?:ed|ing)? (?:911|999|112|an ambulance)\b|\b(?:in|to) the (?:er|emergency room|a&e|icu)\b|\bemergency room\b|\banaphyla\w*|\bpoison(?:ed|ing) (?:myself|my (?:son|daughter|child|kid|dog|cat))\b|\b(?:is|was|went|fell|found \w+) unconscious\b|\b(?:is|was|he'?s|she'?s) not breathing\b/,
  },
  {
    topic: "bereavement",
    pattern:
      /\bbereave\w*|\bgriev(?:e|ing|es)\b|\bgrief\b|\bfuneral\b|\bpassed away\b|\b(?:my|our) (?:\w+ )?(?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|friend|grandma|grandmother|grandpa|grandfather|fiancée?|boyfriend|girlfriend|dog|cat) (?:just |recently |suddenly )?(?:died|passed|was killed|took (?:his|her|their) (?:own )?life)\b|\b(?:death|loss) of (?:my|our) (?:\w+ )?(?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|friend)\b|\b(?:lost|losing) my (?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|best friend) (?:to|last|this|in|a few|recently|suddenly)\b|\bmiscarr\w*|\bstillbirth|\bstillborn\b/,
  },
];

/** The sensitive topic a post touches, or null. */
export function sensitiveTopic(title: string | null, body: string): SensitiveTopic["topic"] | null {
  const text = `${title ?? ""}\n${body}`.replace(/[’‘]/g, "'").toLowerCase();
  for (const { topic, pattern } of TOPICS) if (pattern.test(text)) return topic;
  return null;
}
