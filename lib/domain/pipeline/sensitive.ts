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
    // Also hopelessness said of one's life ('nothing left to live for', 'no longer anything to look
    // forward to in my life', 'I do not want to be around any more'): a warning sign, as the wish to die.
    topic: "suicide",
    pattern:
      /\bsuicid\w*|\bkill(?:ing)? (?:myself|herself|himself|themselves)\b|\bend(?:ing)? (?:my|it all|her|his) (?:own )?life\b|\bend it all\b|\btake my (?:own )?life\b|\b(?:want|wanted|wanting) to die\b|\bdon'?t want to (?:live|be alive|wake up)\b|\bno reason to live\b|\b(?:nothing|(?:don'?t|do not) (?:feel (?:like )?(?:that )?i )?have anything) (?:left )?to (?:live for\b|look forward to (?:in (?:my )?life|anymore|any more)\b)|\bbetter off (?:dead|without me)\b|\boverdos(?:e|ed|ing)\b|\bjump(?:ing)? off (?:a|the) (?:bridge|roof|building)\b|\bend(?:ing)? things\b|\b(?:no|don'?t see the|what'?s the) point (?:of|in) (?:living|being alive|going on)\b|\bcan'?t go on (?:living|anymore|any more)\b|\bdisappear forever\b|\b(?:don'?t|do not) want to be (?:here|around|alive) (?:anymore|any more)\b|\b(?:thinking (?:of|about)|thoughts of|think about) ending it\b|\btook (?:a whole bottle of|too many|an overdose of|all (?:of )?(?:my|the)) (?:pills|tablets|meds|medication|sleeping pills|painkillers)\b/,
  },
  {
    topic: "self_harm",
    pattern:
      /\bself[- ]?harm\w*|\bself[- ]?injur\w*|\b(?:cutting|cut|burning|burn|hurting|hurt|harming|harm) (?:myself|my (?:arms?|wrists?|legs?|thighs?))\b|\bscars? from cutting\b/,
  },
  {
    // Also coercive control by a partner: money or phone watched, friends and family kept away.
    topic: "abuse",
    pattern:
      /\b(?:sexual(?:ly)?|domestic|physical(?:ly)?|emotional(?:ly)?|child|verbal(?:ly)?) (?:abuse|abused|assault|assaulted|violence)\b|\b(?:was|were|being|been|got) (?:raped|molested|groomed|abused|beaten|assaulted)\b|\brap(?:e|ed|ist)\b|\bmolest\w*|\babusive (?:partner|husband|wife|boyfriend|girlfriend|parents?|father|mother|dad|mom|mum|relationship|home|ex)\b|\b(?:hits|beats|chokes|strangles) me\b|\b(?:husband|wife|boyfriend|girlfriend|partner|ex|father|mother|dad|mom|mum|step(?:father|mother|dad|mom|mum)|uncle|parents?|he|she) (?:\w+ )?(?:threatens|threatened|hits|hit|pushed|shoved|slapped|kicked|punched|stalks|stalked) me\b|\b(?:pushed|shoved|threw) me (?:down|against|into)\b|\b(?:being|been|was|am) stalked\b|\btouched me (?:when|while|as) i was\b|\b(?:husband|wife|boyfriend|girlfriend|partner|ex) (?:\w+ )?(?:controls|monitors|tracks|checks) (?:all )?(?:of )?(?:my|our) (?:money|phone|messages|finances|spending|location)\b|\b(?:won'?t|doesn'?t|does not|will not) (?:let|allow) me (?:to )?(?:see|talk to|contact|call) (?:my )?(?:friends|family|parents)\b/,
  },
  {
    topic: "eating_disorder",
    pattern:
      /\beating disorders?\b|\banorexi\w*|\bbulimi\w*|\bbinge[- ]?(?:eating|and purg\w*)|\bpurging\b|\bstarv(?:e|ing) myself\b|\bmaking myself (?:throw up|vomit|sick)\b|\bi purge\b|\brestrict(?:ing)? (?:myself )?to \d{2,4} calories\b|\b(?:eat(?:ing)?|under) (?:only )?\d{2,3} calories a day\b|\b(?:throw(?:ing)? up|vomit(?:ing)?) (?:after (?:every |each |my )?(?:meals?|eating)|on purpose)\b/,
  },
  {
    topic: "medical_emergency",
    pattern:
      /\b(?:having|had|think i'?m having) (?:a )?(?:heart attack|stroke|seizure|panic attack|allergic reaction)\b|\bchest pains?\b|\bcan'?t (?:breathe|stop (?:the )?bleeding)\b|\bcall(?:ed|ing)? (?:911|999|112|an ambulance)\b|\b(?:in|to) the (?:er|emergency room|a&e|icu)\b|\bemergency room\b|\banaphyla\w*|\b(?:swallowed|ingested|drank) (?:a |an |some )?(?:button )?(?:batter(?:y|ies)|bleach|detergent(?: pods?)?|pills|magnets?|poison|antifreeze)\b|\bpoison(?:ed|ing) (?:myself|my (?:son|daughter|child|kid|dog|cat))\b|\b(?:is|was|went|fell|found \w+) unconscious\b|\b(?:is|was|he'?s|she'?s) not breathing\b|\b(?:roommate|flatmate|housemate|friend|son|daughter|baby|child|kid|toddler|husband|wife|partner|mom|mum|dad|mother|father)\b[^.!?\n]{0,40}\b(?:passed out|is unresponsive|won'?t wake up|is not waking up|(?:is|went|looks|seems) (?:limp|blue))\b/,
  },
  {
    topic: "bereavement",
    pattern:
      /\bbereave\w*|\bgriev(?:e|ing|es)\b|\bgrief\b|\bfuneral\b|\bpassed away\b|\b(?:my|our) (?:\w+ )?(?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|friend|grandma|grandmother|grandpa|grandfather|fiancée?|boyfriend|girlfriend|dog|cat) (?:just |recently |suddenly )?(?:died|passed|was killed|took (?:his|her|their) (?:own )?life)\b|\b(?:death|loss) of (?:my|our) (?:\w+ )?(?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|friend)\b|\b(?:lost|losing) my (?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|best friend) (?:to|last|this|in|a few|recently|suddenly)\b|\bmiscarr\w*|\bstillbirth|\bstillborn\b|\bborn sleeping\b|\b(?:my|our) (?:\w+ )?(?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|friend|grand(?:ma|pa|mother|father)) is dying\b|\bburied (?:my|our) (?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|friend|grand\w+)\b|\b(?:my|our) (?:\w+ )?(?:mom|mum|mother|dad|father|son|daughter|child|baby|wife|husband|partner|brother|sister|friend|grand(?:ma|pa|mother|father))'s (?:death|passing|funeral|suicide)\b|\bterminal(?:ly)? (?:ill|cancer|illness|diagnosis)\b|\b(?:given|has|have|had|only) (?:a few |only |just )?(?:weeks|months|days) (?:left )?to live\b/,
  },
];

/** The sensitive topic a post touches, or null. */
export function sensitiveTopic(title: string | null, body: string): SensitiveTopic["topic"] | null {
  const text = `${title ?? ""}\n${body}`.replace(/[’‘]/g, "'").toLowerCase();
  for (const { topic, pattern } of TOPICS) if (pattern.test(text)) return topic;
  return null;
}
