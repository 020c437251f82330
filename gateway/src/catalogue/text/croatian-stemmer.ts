/**
 * Snowball has no Croatian algorithm (and snowball-stemmers ships none), so Croatian gets this light
 * suffix stripper after the Ljubešić-Pandžić rules: drop the longest common inflectional ending
 * while keeping a stem of at least 2 characters with a vowel (or syllabic r).
 */
const SUFFIXES = [
  'ovima',
  'evima',
  'ijama',
  'ijem',
  'ijeh',
  'ovi',
  'ova',
  'ove',
  'evi',
  'eva',
  'eve',
  'ama',
  'ima',
  'om',
  'em',
  'og',
  'ega',
  'ome',
  'omu',
  'ih',
  'im',
  'oj',
  'ije',
  'ja',
  'je',
  'ju',
  'a',
  'e',
  'i',
  'o',
  'u',
].sort((a, b) => b.length - a.length);

const hasVowel = (s: string) => /[aeiou]|[^aeiou]r[^aeiou]/.test(s) || /^r[^aeiou]/.test(s);

export function stemCroatian(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 2 && word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      if (hasVowel(stem)) return stem;
    }
  }
  return word;
}
