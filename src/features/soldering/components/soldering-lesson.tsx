import { ImageReader } from '../../../components/image-reader/image-reader';
import { solderingPage } from '../../../content/soldering';
import './soldering.css';

/** «Что такое пайка»: the video with captions, the lesson with its five steps, and the comic reader. */
export function SolderingLesson() {
  const { video, text, steps, after, comic } = solderingPage;
  return (
    <div className="soldering">
      <video className="soldering__video" width={640} height={360} controls playsInline preload="metadata" poster={video.poster}>
        {/* WebM first for Chromium builds without H.264; Safari skips it and plays the MP4. */}
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        {/* The video is silent: the captions carry the lesson, so they are on from the start. */}
        <track kind="captions" src={video.captions} srcLang="ru" label="Русский" default />
        Твой браузер не умеет показывать видео.
      </video>
      <p className="soldering__note">В видео нет звука — читай подписи на экране.</p>
      <div className="text">
        {text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h2 id="soldering-steps">Как паять, шаг за шагом</h2>
      <ol className="soldering__steps" aria-labelledby="soldering-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="text">
        {after.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h2>Комикс: как паять</h2>
      <ImageReader images={comic} label="Комикс о пайке" zoomable />
    </div>
  );
}
