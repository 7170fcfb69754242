import { useState } from 'react';

/**
 * Text a person edits that also follows a value from outside (the address's search text): when
 * the value changes (Back, Forward, another search box), the text becomes it again.
 */
export function useFollowedText(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setText(value);
  }
  return [text, setText];
}
