import { Alert } from '../../../components/ui/alert';

/** The files a choice left out and why, one line each. */
export function ProblemList({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert>
      {problems.length === 1 ? (
        problems[0]
      ) : (
        <ul className="list-disc space-y-1 pl-4">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
