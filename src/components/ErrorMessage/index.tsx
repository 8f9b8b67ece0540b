import {messageParts} from '@site/src/data/errorCodes';

/** An error message with its run-time placeholders (`{kind}`) set apart. */
export default function ErrorMessage({message}: {message: string}) {
  return (
    <>
      {messageParts(message).map((part, index) =>
        part.placeholder ? (
          <var key={index} title="filled in at run time by development builds">
            {part.text}
          </var>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
