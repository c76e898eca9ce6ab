import '../booking.css';

/** The code shown at the gate: large, spaced, readable at arm's length. */
export function BookingCode({ code }: { code: string }) {
  return (
    <section className="bk-code" aria-label="预约码">
      <h2>预约码</h2>
      <p className="bk-code-value">{code}</p>
      <p className="bk-weak">入场时向管理员出示或在入口机输入预约码</p>
    </section>
  );
}
