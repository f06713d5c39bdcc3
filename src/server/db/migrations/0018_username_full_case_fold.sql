-- Usernames fold case fully (decision 0017, "Case that changes length"): a letter whose capital is
-- two letters compares as those two in small letters, so "Straße", "STRASSE" and "STRAẞE" are one
-- name, and Greek letters with a subscript iota compare as the letter followed by iota. The
-- skeleton in src/domain/social/usernames.ts now folds that way; this re-keys stored names to match.
-- A stored key is already lower case and NFKC-folded, so each of these letters maps on its own to
-- what the new skeleton gives it (the table was worked out from the skeleton over every code point
-- and username-key.test.ts checks stored names against it).
-- Where a re-keyed name now clashes with another, the oldest profile keeps the key, as in 0014.
DROP INDEX profiles_username_skeleton_key;

UPDATE profiles SET username_key = translate(username_key, 'ͅᲀᲁᲂᲃᲄᲅᲆᲇᲈ', 'ibдocttъѣꙋ')
  WHERE username_key ~ '[ͅᲀᲁᲂᲃᲄᲅᲆᲇᲈ]';
UPDATE profiles SET username_key = replace(username_key, 'ß', 'ss') WHERE strpos(username_key, 'ß') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾀ', 'ἀi') WHERE strpos(username_key, 'ᾀ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾁ', 'ἁi') WHERE strpos(username_key, 'ᾁ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾂ', 'ἂi') WHERE strpos(username_key, 'ᾂ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾃ', 'ἃi') WHERE strpos(username_key, 'ᾃ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾄ', 'ἄi') WHERE strpos(username_key, 'ᾄ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾅ', 'ἅi') WHERE strpos(username_key, 'ᾅ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾆ', 'ἆi') WHERE strpos(username_key, 'ᾆ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾇ', 'ἇi') WHERE strpos(username_key, 'ᾇ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾐ', 'ἠi') WHERE strpos(username_key, 'ᾐ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾑ', 'ἡi') WHERE strpos(username_key, 'ᾑ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾒ', 'ἢi') WHERE strpos(username_key, 'ᾒ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾓ', 'ἣi') WHERE strpos(username_key, 'ᾓ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾔ', 'ἤi') WHERE strpos(username_key, 'ᾔ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾕ', 'ἥi') WHERE strpos(username_key, 'ᾕ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾖ', 'ἦi') WHERE strpos(username_key, 'ᾖ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾗ', 'ἧi') WHERE strpos(username_key, 'ᾗ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾠ', 'ὠi') WHERE strpos(username_key, 'ᾠ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾡ', 'ὡi') WHERE strpos(username_key, 'ᾡ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾢ', 'ὢi') WHERE strpos(username_key, 'ᾢ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾣ', 'ὣi') WHERE strpos(username_key, 'ᾣ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾤ', 'ὤi') WHERE strpos(username_key, 'ᾤ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾥ', 'ὥi') WHERE strpos(username_key, 'ᾥ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾦ', 'ὦi') WHERE strpos(username_key, 'ᾦ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾧ', 'ὧi') WHERE strpos(username_key, 'ᾧ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾲ', 'ὰi') WHERE strpos(username_key, 'ᾲ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾳ', 'ai') WHERE strpos(username_key, 'ᾳ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾴ', 'ái') WHERE strpos(username_key, 'ᾴ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ᾷ', 'ᾶi') WHERE strpos(username_key, 'ᾷ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ῂ', 'ὴi') WHERE strpos(username_key, 'ῂ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ῃ', 'ni') WHERE strpos(username_key, 'ῃ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ῄ', 'ήi') WHERE strpos(username_key, 'ῄ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ῇ', 'ῆi') WHERE strpos(username_key, 'ῇ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ῲ', 'ὼi') WHERE strpos(username_key, 'ῲ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ῳ', 'wi') WHERE strpos(username_key, 'ῳ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ῴ', 'ώi') WHERE strpos(username_key, 'ῴ') > 0;
UPDATE profiles SET username_key = replace(username_key, 'ῷ', 'ῶi') WHERE strpos(username_key, 'ῷ') > 0;

WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY username_key ORDER BY created_at, id) AS n
  FROM profiles
  WHERE username_key IS NOT NULL
)
UPDATE profiles p SET username_key = NULL FROM ranked WHERE p.id = ranked.id AND ranked.n > 1;

CREATE UNIQUE INDEX profiles_username_skeleton_key ON profiles (username_key);
