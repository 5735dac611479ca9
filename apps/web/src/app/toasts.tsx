import { TIMERS } from "@classwise/shared";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import "./toasts.css";

/** product §4 Toasts: top-right, 5000 ms, pause on hover and focus loss, draggable to dismiss. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TIMERS.toastDefault}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      closeOnClick
      newestOnTop
      theme="light"
    />
  );
}
