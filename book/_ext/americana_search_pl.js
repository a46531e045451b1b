/*
 * Snowball's Polish stemmer on the search page (issue 21): the query's words
 * are stemmed as the index's were. A line-for-line port of the stemmer that
 * the Python package snowballstemmer generates from polish.sbl (Snowball,
 * BSD licence); its four suffix tables, AMERICANA_POLISH, are written in front
 * of this file from that package at every build (book/_ext/americana_search.py),
 * so the two sides cannot drift. tests/test_search.py stems every word of the
 * Polish edition both ways.
 */
var Stemmer = function () {
  const T = AMERICANA_POLISH;
  let current = "";
  let cursor = 0;
  let limit = 0;
  let limitBackward = 0;
  let bra = 0;
  let ket = 0;
  let p1 = 0;

  // The longest entry ending at the cursor and starting at limitBackward or
  // later whose condition (R1) holds: Snowball's find_among_b, whose chain of
  // shorter matches is the entries in order of length (the tables are sorted
  // longest first). Leaves the cursor at the entry's start.
  const findAmongB = (among) => {
    for (const [s, result, needsR1] of among) {
      const start = cursor - s.length;
      if (start < limitBackward || current.slice(start, cursor) !== s) continue;
      const from = cursor;
      cursor = start;
      if (!needsR1 || p1 <= cursor) return result;
      cursor = from;
    }
    return 0;
  };

  const sliceFrom = (s) => {
    const adjustment = s.length - (ket - bra);
    current = current.slice(0, bra) + s + current.slice(ket);
    limit += adjustment;
    if (cursor >= ket) cursor += adjustment;
    else if (cursor > bra) cursor = bra;
    ket = bra + s.length;
  };

  const markRegions = () => {
    p1 = limit;
    while (cursor < limit && !T.vowels.includes(current[cursor])) cursor += 1;
    if (cursor >= limit) return;
    cursor += 1;
    while (cursor < limit && T.vowels.includes(current[cursor])) cursor += 1;
    if (cursor >= limit) return;
    cursor += 1;
    p1 = cursor;
  };

  const removeEndings = () => {
    const v1 = limit - cursor;
    if (cursor >= p1) {
      const v3 = limitBackward;
      limitBackward = p1;
      ket = cursor;
      if (findAmongB(T.a0) !== 0) {
        bra = cursor;
        limitBackward = v3;
        sliceFrom("");
      } else {
        limitBackward = v3;
      }
    }
    cursor = limit - v1;
    ket = cursor;
    const amongVar = findAmongB(T.a2);
    if (amongVar === 0) return false;
    bra = cursor;
    if (amongVar === 1) sliceFrom("");
    else if (amongVar === 2) sliceFrom("s");
    else if (amongVar === 3) sliceFrom(p1 <= cursor ? "" : "s");
    else if (amongVar === 4) sliceFrom("ł");
    else {
      sliceFrom("");
      const v5 = limit - cursor;
      ket = cursor;
      const second = findAmongB(T.a1);
      if (second === 0) cursor = limit - v5;
      else {
        bra = cursor;
        sliceFrom(T.as1[second - 1]);
      }
    }
    const v6 = limit - cursor;
    ket = cursor;
    if (cursor <= limitBackward || current[cursor - 1] !== "'") cursor = limit - v6;
    else {
      cursor -= 1;
      bra = cursor;
      sliceFrom("");
    }
    return true;
  };

  const normalizeConsonant = () => {
    ket = cursor;
    const amongVar = findAmongB(T.a3);
    if (amongVar === 0) return false;
    bra = cursor;
    if (cursor <= limitBackward) return false;
    sliceFrom(T.as3[amongVar - 1]);
    return true;
  };

  this.stemWord = (word) => {
    current = word;
    cursor = 0;
    limit = word.length;
    limitBackward = 0;
    bra = 0;
    ket = limit;
    markRegions();
    cursor = 0;
    if (cursor + 2 <= limit) {
      cursor += 2;
      limitBackward = cursor;
      cursor = limit;
      if (removeEndings()) return current;
    }
    cursor = 0;
    limitBackward = cursor;
    cursor = limit;
    normalizeConsonant();
    return current;
  };
};
