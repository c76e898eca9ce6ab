import { List } from 'antd-mobile';
import { answersOwnSchedule } from '@/api/basic/ownSchedule';
import { REMINDER_GROUPS, REMINDER_KINDS, REMINDERS_CENTRE, reminderKindsOf } from '@/api/basic/reminderKinds';
import { useReminderSettingsQuery } from '@/api/basic/reminders';
import type { ReminderSettings } from '@/api/basic/reminders.types';
import { DeviceNotifications } from '@/ui/ReminderConsent';
import { CardList } from '@/ui/CardList';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states';
import { SwitchRow } from '@/ui/SwitchRow';
import { QuietTimeField } from '../components/QuietTimeField';
import { useSettingSaver, type SettingSaver } from '../components/useSettingSaver';
import { REMINDER_GROUP_NAMES, REMINDER_KIND_NAMES } from '../reminderNames';
import styles from './ReminderSettingsPage.module.css';

/**
 * /reminderSettings (signed in): which reminders the driver wants, when they wait (quiet hours) and by which
 * channels besides the message centre. Each switch saves its own change at once and shows only what the server holds.
 */
export function ReminderSettingsPage() {
  return (
    <Page title="提醒设置" fallback={REMINDERS_CENTRE}>
      <RequireDriver>
        <Settings />
      </RequireDriver>
    </Page>
  );
}

/** Under RequireDriver, so a visitor's visit calls nothing. */
function Settings() {
  const query = useReminderSettingsQuery();
  const saver = useSettingSaver();
  return (
    <QueryState query={query} loading="提醒设置加载中" error="提醒设置加载失败">
      {(s) => (
        <div className={styles.page}>
          <p className={styles.intro}>每条提醒都会出现在消息中心。关闭某类提醒后，它只留在消息中心，不再通过推送、微信、支付宝或短信告诉您。</p>
          <Kinds settings={s} saver={saver} />
          <QuietHours settings={s} saver={saver} />
          <Channels settings={s} saver={saver} />
        </div>
      )}
    </QueryState>
  );
}

interface Part {
  settings: ReminderSettings;
  saver: SettingSaver;
}

function Kinds({ settings, saver }: Part) {
  return (
    <>
      {REMINDER_GROUPS.map((group) => (
        <CardList key={group} header={<h2 className={styles.listTitle}>{REMINDER_GROUP_NAMES[group]}</h2>}>
          {reminderKindsOf(group).map((kind) => (
            <List.Item key={kind}>
              <SwitchRow
                label={REMINDER_KIND_NAMES[kind]}
                note={REMINDER_KINDS[kind].fee ? '费用提醒' : undefined}
                hint={answersOwnSchedule(kind) ? '按预约时间发送，不受免打扰时段限制' : undefined}
                checked={settings.kinds[kind]}
                loading={saver.saving(`kind:${kind}`)}
                onChange={(on) => void saver.save(`kind:${kind}`, { kinds: { [kind]: on } })}
              />
            </List.Item>
          ))}
        </CardList>
      ))}
    </>
  );
}

/** '22:00 至次日 07:00' (a window that ends before it starts runs over midnight). */
function windowText(start: string, end: string): string {
  if (start === end) return '开始与结束时间相同，免打扰不生效';
  return `${start} 至${end < start ? '次日 ' : ' '}${end}，期间的提醒等时段结束后再推送`;
}

function QuietHours({ settings, saver }: Part) {
  const q = settings.quietHours;
  return (
    <CardList header={<h2 className={styles.listTitle}>免打扰时段</h2>}>
      <List.Item>
        <SwitchRow
          label="免打扰时段"
          hint={windowText(q.start, q.end)}
          checked={q.enabled}
          loading={saver.saving('quiet:enabled')}
          onChange={(enabled) => void saver.save('quiet:enabled', { quietHours: { enabled } })}
        />
      </List.Item>
      <QuietTimeField
        id="quiet-start"
        label="开始时间"
        value={q.start}
        saving={saver.saving('quiet:start')}
        onSave={(start) => saver.save('quiet:start', { quietHours: { start } })}
      />
      <QuietTimeField
        id="quiet-end"
        label="结束时间"
        value={q.end}
        saving={saver.saving('quiet:end')}
        onSave={(end) => saver.save('quiet:end', { quietHours: { end } })}
      />
      <List.Item>
        {/* includeFees means fee warnings wait too; the driver reads the opposite, so ON is includeFees false. */}
        <SwitchRow
          label="免打扰时段内也提醒费用"
          hint={q.includeFees ? '费用提醒也等到时段结束再发' : '占位费、停车费等费用提醒照常及时发送'}
          checked={!q.includeFees}
          loading={saver.saving('quiet:includeFees')}
          onChange={(feesStillCome) => void saver.save('quiet:includeFees', { quietHours: { includeFees: !feesStillCome } })}
        />
      </List.Item>
    </CardList>
  );
}

function Channels({ settings, saver }: Part) {
  const c = settings.channels;
  const channel = (key: 'webpush' | 'wechat' | 'alipay' | 'sms', label: string, hint?: string) => (
    <List.Item>
      <SwitchRow
        label={label}
        hint={hint}
        checked={c[key]}
        loading={saver.saving(`channel:${key}`)}
        onChange={(on) => void saver.save(`channel:${key}`, { channels: { [key]: on } })}
      />
    </List.Item>
  );
  return (
    <CardList header={<h2 className={styles.listTitle}>提醒渠道</h2>}>
      <List.Item>
        <p className={styles.devices}>已开启推送的设备：{settings.pushDevices} 台</p>
      </List.Item>
      {channel('webpush', '手机通知', '发到已开启通知的浏览器和应用，点开直达对应页面')}
      <List.Item>
        <h3 className={styles.listTitle}>本机通知</h3>
        <DeviceNotifications links={false} />
      </List.Item>
      {channel('wechat', '微信服务通知')}
      {channel('alipay', '支付宝消息')}
      {channel('sms', `短信提醒（仅费用提醒，每天最多${settings.smsDailyLimit}条）`, '发送到您绑定的手机号')}
    </CardList>
  );
}
