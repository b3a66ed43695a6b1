import { Typography } from 'antd';

/** Words first, the code beside them in small type: only on admin screens, where the code is what one searches. */
export function Coded({ words, code }: { words: string; code: string | null | undefined }) {
  return (
    <span>
      {words}
      {code ? (
        <Typography.Text type="secondary" code style={{ marginInlineStart: 6, fontSize: 12 }}>
          {code}
        </Typography.Text>
      ) : null}
    </span>
  );
}
