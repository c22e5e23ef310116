import { SectionedPage } from '../../../components/sectioned-page/sectioned-page';
import { Link } from 'react-router-dom';
import { books, multimeterSteps, ohmExamples, practiceResistors } from '../../../content/materials';
import { BAND_NAMES, BAND_PAINT, formatOhms, resistorBands, type BandColor } from '../../../content/resistor-code';
import { solderingPage } from '../../../content/soldering';
import { PATHS, projectPath } from '../../../../domain/paths';
import './materials.css';

const SECTIONS = [
  { id: 'books', title: 'Книги' },
  { id: 'ohm', title: 'Закон Ома' },
  { id: 'resistor', title: 'Как читать резистор' },
  { id: 'multimeter', title: 'Мультиметр' },
  { id: 'video', title: 'Видеоурок' },
] as const;

const volts = (value: number) => `${String(Math.round(value * 10) / 10).replace('.', ',')} В`;

/** A resistor drawn large, with its four bands. */
function Resistor({ bands, label }: { bands: readonly BandColor[]; label: string }) {
  return (
    <svg className="resistor" viewBox="0 0 120 36" width="120" height="36" role="img" aria-label={label}>
      <line x1="0" y1="18" x2="120" y2="18" stroke="#8a8f98" strokeWidth="4" />
      <rect x="22" y="4" width="76" height="28" rx="10" fill="#e9cf9f" stroke="#222" strokeWidth="2" />
      {bands.map((band, i) => (
        <rect key={i} x={[33, 45, 57, 80][i]} y="5" width="7" height="26" fill={BAND_PAINT[band]} />
      ))}
    </svg>
  );
}

function Books() {
  return (
    <ul className="books">
      {books.map((book) => (
        <li key={book.title} className="book">
          <h3 className="book__title">«{book.title}»</h3>
          <p className="book__author">
            {book.author}, {book.year}
          </p>
          <p>{book.why}</p>
          <p className="book__edition">{book.edition}</p>
        </li>
      ))}
    </ul>
  );
}

function OhmLesson() {
  return (
    <>
      <p>
        Ток, напряжение и сопротивление связаны одним правилом — законом Ома: <strong>ток = напряжение : сопротивление</strong> (I = U : R). Напряжение
        берут в вольтах (В), сопротивление — в омах (Ом), и ток выходит в амперах (А). 1 А = 1000 мА.
      </p>
      <p>
        Резистор рядом со светодиодом берёт на себя напряжение, которое светодиоду лишнее. Из напряжения батареек вычти напряжение светодиода — столько
        вольт останется на резисторе. Раздели их на сопротивление резистора — получится ток. Вот как это посчитано в наших проектах:
      </p>
      <div className="table-wrap">
        <table className="ohm-table">
          <thead>
            <tr>
              <th scope="col">Проект</th>
              <th scope="col">Батарейки − светодиод</th>
              <th scope="col">Резистор</th>
              <th scope="col">Ток</th>
            </tr>
          </thead>
          <tbody>
            {ohmExamples.map((example) => (
              <tr key={example.guide}>
                <th scope="row">
                  <Link to={projectPath(example.guide)}>
                    №{example.guide} {example.project}
                  </Link>
                </th>
                <td data-label="Батарейки − светодиод">
                  {volts(example.supply)} − {volts(example.led)} = {volts(example.supply - example.led)}
                </td>
                <td data-label="Резистор">
                  {formatOhms(example.ohms)}
                  {example.resistors && <span className="ohm-table__note"> ({example.resistors})</span>}
                </td>
                <td data-label="Ток">≈ {example.milliamps} мА</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Чем больше сопротивление, тем меньше ток и тем тусклее светодиод. Попробуй сам: если в мигалке поставить вместо 470 Ом резистор 1 кОм, ток станет 2,5 В :
        1000 Ом = 2,5 мА. Светодиоду обычно нужно от 5 до 20 мА — больше 20 мА он может сгореть.
      </p>
    </>
  );
}

function ResistorLesson() {
  const digits = Array.from({ length: 10 }, (_, digit) => (digit === 0 ? 'black' : resistorBands(10 + digit)[1]));
  return (
    <>
      <p>
        На маленьком резисторе число не помещается, поэтому его пишут цветными полосками. Поверни резистор так, чтобы золотая полоска была справа. Первая полоска —
        первая цифра, вторая — вторая цифра, третья говорит, сколько нулей дописать. Золотая полоска значит, что резистор может ошибаться на 5 %.
      </p>
      <ol className="digits" aria-label="Цвета цифр">
        {digits.map((band, digit) => (
          <li key={band}>
            <span className="digits__swatch" style={{ background: BAND_PAINT[band] }} aria-hidden="true" />
            <strong>{digit}</strong> — {BAND_NAMES[band]}
          </li>
        ))}
      </ol>
      <p>Например, резисторы из наших проектов:</p>
      <ul className="practice">
        {practiceResistors.map((ohms) => {
          const bands = resistorBands(ohms);
          const words = bands
            .slice(0, 3)
            .map((band) => BAND_NAMES[band])
            .join(', ');
          return (
            <li key={ohms}>
              <Resistor bands={bands} label={`Резистор ${formatOhms(ohms)}: ${words}`} />
              <span>
                <strong>{formatOhms(ohms)}</strong>: {words}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function MultimeterLesson() {
  return (
    <>
      <p>Мультиметр — прибор, который измеряет напряжение, сопротивление и проверяет, соединены ли две точки. С ним легко найти, почему проект не работает.</p>
      <ol className="lesson-steps">
        {multimeterSteps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

function LessonVideo() {
  const { video } = solderingPage;
  return (
    <>
      <video className="materials__video" width={640} height={360} controls playsInline preload="metadata" poster={video.poster}>
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        <track kind="captions" src={video.captions} srcLang="ru" label="Русский" default />
        Твой браузер не умеет показывать видео.
      </video>
      <p className="materials__note">
        В видео нет звука — читай подписи на экране. Весь урок с комиксом — на странице <Link to={PATHS.soldering}>«Что такое пайка»</Link>.
      </p>
    </>
  );
}

/** «Полезные материалы»: books to read next, our extra lessons and the soldering video. */
export function MaterialsPage() {
  const content = { books: <Books />, ohm: <OhmLesson />, resistor: <ResistorLesson />, multimeter: <MultimeterLesson />, video: <LessonVideo /> };
  return (
    <SectionedPage className="materials" sections={SECTIONS.map((section) => ({ ...section, content: content[section.id] }))} />
  );
}
